import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { OfflineQuestion, PublicQuestion } from "@contracts/questions";
import { RUN_CLOCK, SAVED_RUN, shape, type Check } from "./saved-run-shape";

/**
 * The practice test in progress, kept on the device so a reload (online, or offline from the service worker's
 * app shell) or a return later the same day continues the same test at the same question.
 *
 * Stored in localStorage rather than IndexedDB because it must be readable synchronously: the practice page decides
 * on its first render (and the route preloader before that) whether to ask the server for a new set, and an
 * asynchronous read would either delay every practice screen or serve a second set that is then thrown away. One
 * run is a few tens of KB (ten questions, their keys), far inside the quota. The answers queued while offline stay
 * in IndexedDB's queue (lib/offline/db.ts); this record only remembers that the run queues (`queued`).
 *
 * One slot per device: opening another section, or "Back to section selection", abandons the run.
 */
export const SAVED_RUN_KEY = "practice-run";
export const RUN_CLOCK_KEY = "practice-run-clock";

/**
 * The server never closes an unfinished practice session (record_answer refuses only completed sessions and
 * full-test deadlines), so the limit is ours: a run older than a day is no longer "the test in progress" (the day's
 * allowance and the learner's context have moved on) and is dropped.
 */
export const SAVED_RUN_MAX_AGE_MS = 24 * 3600_000;

/** After a reload the current question gets at least this long, so it can be read before it times out. */
export const MIN_SECONDS_AFTER_RELOAD = 5;

export interface SavedRun {
  v: 1;
  sessionId: string;
  sectionId: number;
  mode: "practice" | "story" | "review";
  mission: number | null;
  questions: PublicQuestion[];
  /** Null until the server has confirmed the session (a reload during creation re-sends it with the same id). */
  session: Omit<TestSessionDto, "questions"> | null;
  /** The session's offline copy (answer keys), when it was fetched: marks answers while offline. */
  keys: OfflineQuestion[] | null;
  answers: Record<string, AnswerResult>;
  /** The client id of each question's answer, chosen before it is first sent and kept across reloads. */
  answerIds: Record<string, string>;
  index: number;
  /** Answers of this run already went to the offline queue: the rest follow them there, in order. */
  queued: boolean;
  /** When the test began (wall clock, ms): its age. */
  startedAt: number;
  savedAt: number;
}

export interface RunClock {
  sessionId: string;
  index: number;
  /** Seconds left on the question at `index`. */
  left: number;
  /** Seconds spent on the test so far (time with the page closed does not count). */
  spent: number;
}

const isSavedRun = shape(SAVED_RUN);
const isRunClock = shape(RUN_CLOCK);

function parse<T>(check: Check, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export const parseSavedRun = (raw: string | null): SavedRun | null => parse(isSavedRun, raw);
export const parseRunClock = (raw: string | null): RunClock | null => parse(isRunClock, raw);

export type ResumeDecision = "resume" | "clear" | "keep" | "none";

/**
 * What opening `/practice/{sectionId}` (with `mission` from the URL, null for a plain test) does with a saved run:
 * resume it; clear it (stale, finished, or another section/mission was chosen); keep it without resuming (offline,
 * see below: it can resume once online).
 */
export function resumeDecision(
  saved: SavedRun | null,
  want: { sectionId: number; mission: number | null; userId: number | null; online: boolean; now: number },
): ResumeDecision {
  if (!saved) return "none";
  // Another learner signed in on this device: not theirs to continue.
  if (saved.session && want.userId !== null && saved.session.userId !== want.userId) return "clear";
  if (want.now - saved.startedAt > SAVED_RUN_MAX_AGE_MS || saved.startedAt > want.now + 60_000) return "clear";
  if (saved.session?.isCompleted) return "clear";
  if (saved.sectionId !== want.sectionId || saved.mission !== want.mission) return "clear";
  // Offline, a run resumes when it can be marked here (its session and keys reached the device) and holds an
  // answer: one still at its first, unanswered question loses nothing, and the device's offline pack (learning
  // spec §4's offline test) serves instead. Kept either way, so it resumes once online (same session, no new set).
  if (!want.online && (!saved.session || !saved.keys || Object.keys(saved.answers).length === 0)) return "keep";
  return "resume";
}

/**
 * Two tabs on one run: the latest write wins for the position, and neither loses the other's answers (or their
 * ids), so a later reload shows both. The server stores one answer per question whatever either tab sends.
 */
export function mergeRuns(stored: SavedRun | null, mine: SavedRun): SavedRun {
  if (!stored || stored.sessionId !== mine.sessionId) return mine;
  return {
    ...mine,
    session: mine.session ?? stored.session,
    keys: mine.keys ?? stored.keys,
    answers: { ...stored.answers, ...mine.answers },
    answerIds: { ...stored.answerIds, ...mine.answerIds },
    queued: mine.queued || stored.queued,
    startedAt: Math.min(mine.startedAt, stored.startedAt),
  };
}

/**
 * The per-question timer after a reload: the clock resumes with the seconds that were left on that question
 * (the time the page was closed or reloading does not count, so coming back later the same day does not meet an
 * expired question), and never with less than MIN_SECONDS_AFTER_RELOAD. Another question, or no clock saved:
 * a full clock, as for any question shown anew.
 */
export function secondsLeftAfterReload(clock: RunClock | null, sessionId: string, index: number, perQuestion: number): number {
  if (!clock || clock.sessionId !== sessionId || clock.index !== index) return perQuestion;
  return Math.min(perQuestion, Math.max(Math.min(MIN_SECONDS_AFTER_RELOAD, perQuestion), Math.round(clock.left)));
}

/** Seconds the test had taken when it was saved: the clock's count, else the saved run's own span. */
export function spentBeforeReload(clock: RunClock | null, saved: SavedRun): number {
  if (clock && clock.sessionId === saved.sessionId) return Math.max(0, clock.spent);
  return Math.max(0, Math.round((saved.savedAt - saved.startedAt) / 1000));
}

// Storage. A full or refused localStorage (private mode, quota) only costs the resume, never the test.

export function loadSavedRun(): SavedRun | null {
  try {
    return parseSavedRun(localStorage.getItem(SAVED_RUN_KEY));
  } catch {
    return null;
  }
}

export function writeSavedRun(run: SavedRun): void {
  try {
    localStorage.setItem(SAVED_RUN_KEY, JSON.stringify(mergeRuns(loadSavedRun(), run)));
  } catch (err) {
    console.warn("practice run not saved", err);
  }
}

/** Clears the saved run (only `sessionId`'s, when given: a tab finishing an old run leaves another tab's new one). */
export function clearSavedRun(sessionId?: string): void {
  try {
    if (sessionId && loadSavedRun()?.sessionId !== sessionId) return;
    localStorage.removeItem(SAVED_RUN_KEY);
    localStorage.removeItem(RUN_CLOCK_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function loadRunClock(): RunClock | null {
  try {
    return parseRunClock(localStorage.getItem(RUN_CLOCK_KEY));
  } catch {
    return null;
  }
}

export function writeRunClock(clock: RunClock): void {
  try {
    localStorage.setItem(RUN_CLOCK_KEY, JSON.stringify(clock));
  } catch {
    // The clock only refines the resume; without it the question gets a full clock.
  }
}

/**
 * The saved run `/practice/{sectionId}` should continue, applying the decision: a run this page abandons is cleared
 * here. Used on the page's first render and by the route preloader (which then asks for no new set).
 */
export function takeSavedRun(sectionId: number, mission: number | null, userId: number | null): SavedRun | null {
  const saved = loadSavedRun();
  const decision = resumeDecision(saved, { sectionId, mission, userId, online: navigator.onLine, now: Date.now() });
  if (decision === "clear") clearSavedRun();
  return decision === "resume" ? saved : null;
}

/** Whether a saved run exists for the section (any mission): the preloader then leaves the new set unasked. */
export function hasSavedRunFor(sectionId: number): boolean {
  return loadSavedRun()?.sectionId === sectionId;
}
