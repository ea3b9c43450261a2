import { describe, expect, it } from "vitest";
import {
  MIN_SECONDS_AFTER_RELOAD,
  SAVED_RUN_MAX_AGE_MS,
  mergeRuns,
  parseRunClock,
  parseSavedRun,
  resumeDecision,
  secondsLeftAfterReload,
  spentBeforeReload,
} from "./saved-run";
import { answer, NOW, run, SESSION } from "./saved-run.fixture";

const want = { sectionId: 13, mission: null, userId: 7, online: true, now: NOW };

describe("parseSavedRun", () => {
  it("reads back what was written", () => {
    const saved = run();
    expect(parseSavedRun(JSON.stringify(saved))).toEqual(saved);
  });
  it("refuses nothing, broken JSON, an unknown version and a run without questions", () => {
    expect(parseSavedRun(null)).toBeNull();
    expect(parseSavedRun("{not json")).toBeNull();
    expect(parseSavedRun(JSON.stringify({ ...run(), v: 2 }))).toBeNull();
    expect(parseSavedRun(JSON.stringify(run({ questions: [] })))).toBeNull();
    expect(parseSavedRun(JSON.stringify({ ...run(), sessionId: "not-a-uuid" }))).toBeNull();
  });
  it("reads a clock", () => {
    const clock = { sessionId: SESSION, index: 1, left: 42, spent: 100 };
    expect(parseRunClock(JSON.stringify(clock))).toEqual(clock);
    expect(parseRunClock(JSON.stringify({ left: 1 }))).toBeNull();
  });
});

describe("resumeDecision", () => {
  it("resumes an unfinished run of the same section and mission", () => {
    expect(resumeDecision(run(), want)).toBe("resume");
    expect(resumeDecision(null, want)).toBe("none");
  });
  it("resumes offline only with a confirmed session, its keys and an answer; otherwise keeps the run for later", () => {
    expect(resumeDecision(run(), { ...want, online: false })).toBe("resume");
    expect(resumeDecision(run({ keys: null }), { ...want, online: false })).toBe("keep");
    expect(resumeDecision(run({ session: null }), { ...want, online: false })).toBe("keep");
    // Nothing answered yet: nothing to lose, the offline pack serves offline.
    expect(resumeDecision(run({ answers: {} }), { ...want, online: false })).toBe("keep");
    expect(resumeDecision(run({ answers: {} }), want)).toBe("resume");
    // Online, a run the server never confirmed is re-sent under its id.
    expect(resumeDecision(run({ session: null, keys: null }), want)).toBe("resume");
  });
  it("clears a run of another section or mission (the learner chose something else)", () => {
    expect(resumeDecision(run(), { ...want, sectionId: 14 })).toBe("clear");
    expect(resumeDecision(run(), { ...want, mission: 2 })).toBe("clear");
    expect(resumeDecision(run({ mode: "story", mission: 2 }), { ...want, mission: 2 })).toBe("resume");
  });
  it("clears a stale, finished, or another learner's run", () => {
    expect(resumeDecision(run({ startedAt: NOW - SAVED_RUN_MAX_AGE_MS - 1 }), want)).toBe("clear");
    expect(resumeDecision(run({ startedAt: NOW - SAVED_RUN_MAX_AGE_MS + 60_000 }), want)).toBe("resume");
    expect(resumeDecision(run({ startedAt: NOW + 3600_000 }), want)).toBe("clear");
    const finished = run();
    finished.session = { ...finished.session!, isCompleted: true };
    expect(resumeDecision(finished, want)).toBe("clear");
    expect(resumeDecision(run(), { ...want, userId: 8 })).toBe("clear");
  });
});

describe("mergeRuns (two tabs)", () => {
  it("keeps the latest position and the answers and ids of both", () => {
    const stored = run({ index: 2, answers: { "gs-2": answer(2, 1, false) }, answerIds: { "gs-2": "id-2" }, queued: true });
    const mine = run({ index: 1 });
    const merged = mergeRuns(stored, mine);
    expect(merged.index).toBe(1);
    expect(Object.keys(merged.answers).sort()).toEqual(["gs-1", "gs-2"]);
    expect(merged.answerIds).toEqual({ "gs-1": "00000000-0000-4000-8000-000000000001", "gs-2": "id-2" });
    expect(merged.queued).toBe(true);
  });
  it("keeps the session and keys the other tab already had", () => {
    const merged = mergeRuns(run(), run({ session: null, keys: null }));
    expect(merged.session?.id).toBe(SESSION);
    expect(merged.keys).toHaveLength(1);
  });
  it("replaces a different run outright (latest write wins)", () => {
    const other = run({ sessionId: "1b2c3d4e-0000-4000-8000-000000000000", answers: {} });
    expect(mergeRuns(run(), other)).toEqual(other);
  });
});

describe("the per-question clock after a reload", () => {
  const clock = { sessionId: SESSION, index: 1, left: 40, spent: 95 };
  it("resumes with the seconds that were left on the same question", () => {
    expect(secondsLeftAfterReload(clock, SESSION, 1, 90)).toBe(40);
  });
  it("never starts with less than the minimum, nor more than a full clock", () => {
    expect(secondsLeftAfterReload({ ...clock, left: 1 }, SESSION, 1, 90)).toBe(MIN_SECONDS_AFTER_RELOAD);
    expect(secondsLeftAfterReload({ ...clock, left: 500 }, SESSION, 1, 90)).toBe(90);
    expect(secondsLeftAfterReload({ ...clock, left: 0 }, SESSION, 1, 3)).toBe(3);
  });
  it("gives a full clock to another question, another session, or without a clock", () => {
    expect(secondsLeftAfterReload(clock, SESSION, 2, 90)).toBe(90);
    expect(secondsLeftAfterReload(clock, "other", 1, 90)).toBe(90);
    expect(secondsLeftAfterReload(null, SESSION, 1, 90)).toBe(90);
  });
  it("counts the test's time from the clock, else from the saved span", () => {
    expect(spentBeforeReload(clock, run())).toBe(95);
    expect(spentBeforeReload(null, run())).toBe(540);
    expect(spentBeforeReload({ ...clock, sessionId: "other" }, run())).toBe(540);
  });
});
