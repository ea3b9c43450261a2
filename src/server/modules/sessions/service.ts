import type { AdaptiveStep } from "@contracts/adaptive";
import type { answerRequest, createSessionRequest, updateSessionRequest } from "@contracts/practice";
import { PRACTICE_MESSAGES, type AnswerResult, type DailyLimitDto, type TestSessionDto } from "@contracts/practice";
import type { OfflineQuestion } from "@contracts/questions";
import { dailyLimitFor, remainingToday, utcDay } from "@domain/practice";
import type { z } from "zod";
import type { SessionMode } from "../../db/schema";
import type { SessionRow, UserRow } from "../../db/rows";
import { HttpError, conflict, notFound } from "../../plugins/errors";
import type { QuestionsService } from "../questions";
import type { CatEngine } from "./engine/cat-engine";
import { adaptiveMode, fullTestMode } from "./modes/cat";
import { clampTime, practiceMode } from "./modes/practice";
import type { ModeHandler } from "./modes/types";
import type { RecordOutcome, SessionsRepo } from "./repo";
import { MISSION_QUESTIONS, missionById } from "@domain/quest";

type CreateSession = z.output<typeof createSessionRequest>;
type AnswerInput = z.output<typeof answerRequest>;
type UpdateSession = z.output<typeof updateSessionRequest>;
type SessionListener = (session: SessionRow) => Promise<void>;

export const TIME_UP_MESSAGE = "Time is up for this subtest";
/** Offline sessions may claim a start up to this long ago (they sync when the device is next online). */
const OFFLINE_MAX_AGE_MS = 30 * 86_400_000;

type Kept = Extract<RecordOutcome, { outcome: "stored" | "duplicate" }>;
const isKept = (r: RecordOutcome): r is Kept => r.outcome === "stored" || r.outcome === "duplicate";

const dailyLimitError = () =>
  new HttpError(403, PRACTICE_MESSAGES.dailyLimit, undefined, { code: "DAILY_LIMIT", hint: PRACTICE_MESSAGES.dailyLimitHint });

interface Deps {
  repo: SessionsRepo;
  questions: QuestionsService;
  engine: CatEngine;
  clock?: () => Date;
}

/**
 * Test sessions of every mode and their answers. Every answer takes the same path — one statement that checks,
 * marks, stores and counts it (repo.recordAnswer) — and the session's mode handler says what follows.
 */
export function sessionsService({ repo, questions, engine, clock = () => new Date() }: Deps) {
  const listeners: SessionListener[] = [];
  const completed = async (s: SessionRow) => {
    for (const listener of listeners) await listener(s);
  };
  const practice = practiceMode(repo, clock, completed);
  const handlers: Record<SessionMode, ModeHandler> = {
    practice,
    story: practice,
    review: practice,
    adaptive: adaptiveMode(repo, engine, clock, completed),
    full_test: fullTestMode(repo, engine, clock, completed),
  };
  const handler = (s: SessionRow) => handlers[s.mode];

  async function toDto(s: SessionRow, withQuestions: boolean): Promise<TestSessionDto> {
    return {
      id: s.id,
      userId: s.userId,
      sectionId: s.sectionId,
      totalQuestions: s.totalQuestions,
      isCompleted: s.isCompleted,
      score: s.score,
      timeSpent: s.timeSpent,
      questionIds: s.questionIds,
      mode: s.mode,
      isAdaptive: s.isAdaptive,
      currentDifficulty: s.currentDifficulty,
      fullTestId: s.fullTestId,
      mission: s.mission,
      offline: s.offline,
      createdAt: s.createdAt.toISOString(),
      completedAt: s.completedAt ? s.completedAt.toISOString() : null,
      ...(withQuestions ? { questions: await questions.byIds(s.questionIds, s.sectionId) } : {}),
    };
  }

  async function own(user: UserRow, id: string): Promise<SessionRow> {
    const s = await repo.find(id);
    // Another learner's session is "not found": its existence is not theirs to learn.
    if (!s || s.userId !== user.id) throw notFound(PRACTICE_MESSAGES.sessionNotFound);
    return s;
  }

  async function usedToday(userId: number, sectionId: number): Promise<number> {
    return repo.usedOn(userId, sectionId, utcDay(clock()));
  }

  /** The question list of a new practice session: named by the client, else the set it was just served, else chosen. */
  async function practiceQuestions(user: UserRow, input: CreateSession, id: string): Promise<string[]> {
    if (input.questionIds) {
      const keys = await questions.keys(input.questionIds);
      const valid = new Set(keys.filter((k) => k.sectionId === input.sectionId).map((k) => k.id));
      if (input.questionIds.some((q) => !valid.has(q))) {
        throw new HttpError(400, PRACTICE_MESSAGES.unknownQuestions, { questionIds: [PRACTICE_MESSAGES.unknownQuestions] });
      }
      const ids = [...new Set(input.questionIds)];
      await questions.markSeen(user.id, ids);
      return ids;
    }
    // A client following the spec's calls fetched its questions first (GET /api/sections/{id}/questions).
    const served = await questions.bindServed(user.id, input.sectionId, id);
    if (served && served.length > 0) return served.slice(0, input.totalQuestions);
    return questions.pickForSession(user.id, input.sectionId, input.totalQuestions);
  }

  function answerError(r: Exclude<RecordOutcome, Kept>): HttpError {
    switch (r.outcome) {
      case "no_session":
        return notFound(PRACTICE_MESSAGES.sessionNotFound);
      case "id_taken":
        return conflict(PRACTICE_MESSAGES.idTaken);
      case "not_in_session":
        return new HttpError(400, PRACTICE_MESSAGES.questionNotInSession, { questionId: [PRACTICE_MESSAGES.questionNotInSession] });
      case "completed":
        return conflict(PRACTICE_MESSAGES.sessionComplete);
      case "expired":
        return conflict(TIME_UP_MESSAGE);
      case "full":
        return conflict(PRACTICE_MESSAGES.sessionFull);
      case "limit":
        return dailyLimitError();
      case "no_question":
        return notFound("Question not found");
    }
  }

  return {
    /** Full tests advance when a subtest's session completes. */
    onComplete(listener: SessionListener): void {
      listeners.push(listener);
    },

    /** `created` is false when the client's id was already stored (a replay or a resume): the stored session. */
    async create(user: UserRow, input: CreateSession): Promise<{ session: TestSessionDto; created: boolean }> {
      const now = clock();
      if (input.id) {
        const existing = await repo.find(input.id);
        if (existing) {
          if (existing.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
          return { session: await toDto(existing, true), created: false };
        }
      }
      await questions.assertSection(input.sectionId);
      const limit = dailyLimitFor(user.subscriptionTier);
      // An offline session is stored when it syncs, whatever the day: its answers meet the allowance one by one.
      if (limit !== null && !input.offline && (await usedToday(user.id, input.sectionId)) >= limit) throw dailyLimitError();
      const id = input.id ?? crypto.randomUUID();

      if (input.isAdaptive) {
        const excludeIds = await engine.freshExclusions(user.id, input.sectionId, input.totalQuestions);
        const started = await engine.start({
          id,
          userId: user.id,
          sectionId: input.sectionId,
          totalQuestions: input.totalQuestions,
          questionIds: [],
          excludeIds,
          isAdaptive: true,
          mode: "adaptive",
          currentDifficulty: "medium",
          createdAt: now,
        });
        if (started) {
          return {
            session: { ...(await toDto(started.session, false)), questions: started.question ? [started.question] : [] },
            created: true,
          };
        }
        // A request with the same id stored it meanwhile: the stored session, as for a replay.
        const existing = await repo.find(id);
        if (!existing || existing.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
        return { session: await toDto(existing, true), created: false };
      }

      // Boot Camp Quest counts a mission from its session: the mission's own section and a full set of ten.
      if (input.mode === "story") {
        const mission = input.mission === undefined ? undefined : missionById(input.mission);
        if (!mission) throw new HttpError(400, PRACTICE_MESSAGES.missionRequired, { mission: [PRACTICE_MESSAGES.missionRequired] });
        const count = input.questionIds ? new Set(input.questionIds).size : input.totalQuestions;
        if (mission.sectionId !== input.sectionId || input.totalQuestions !== MISSION_QUESTIONS || count !== MISSION_QUESTIONS) {
          throw new HttpError(400, PRACTICE_MESSAGES.missionSection, { sectionId: [PRACTICE_MESSAGES.missionSection] });
        }
      }
      const questionIds = await practiceQuestions(user, input, id);
      const createdAt = input.offline ? clampTime(input.createdAt, new Date(now.getTime() - OFFLINE_MAX_AGE_MS), now) : now;
      const row =
        (await repo.insert({
          id,
          userId: user.id,
          sectionId: input.sectionId,
          totalQuestions: questionIds.length,
          questionIds,
          isAdaptive: false,
          mode: input.mode,
          mission: input.mission ?? null,
          offline: input.offline,
          createdAt,
        })) ?? (await repo.find(id));
      if (!row || row.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
      return { session: await toDto(row, true), created: true };
    },

    /** A full-test subtest: a fixed-length adaptive session with a server-side deadline, its first item served. */
    async startSubtest(values: { userId: number; sectionId: number; totalQuestions: number; fullTestId: string; deadlineAt: Date }) {
      const excludeIds = await engine.freshExclusions(values.userId, values.sectionId, values.totalQuestions);
      const started = await engine.start({
        id: crypto.randomUUID(),
        ...values,
        questionIds: [],
        excludeIds,
        isAdaptive: true,
        mode: "full_test",
        currentDifficulty: "medium",
        createdAt: clock(),
      });
      if (!started) throw new Error("subtest session not stored");
    },

    async answer(user: UserRow, input: AnswerInput): Promise<AnswerResult> {
      const record = {
        id: input.id ?? crypto.randomUUID(),
        sessionId: input.sessionId,
        userId: user.id,
        questionId: input.questionId,
        selectedAnswer: input.selectedAnswer,
        timeSpent: input.timeSpent,
        claimedAt: input.answeredAt ?? null,
        dailyLimit: dailyLimitFor(user.subscriptionTier),
        now: clock(),
      };
      // An adaptive session this instance is following: its next step (the next item, or the close after the last
      // answer) is decided now and applied by the statement that stores the answer.
      const early = await engine.ahead(user.id, record);
      const r: RecordOutcome & { served?: SessionRow; moved?: boolean } = early
        ? await repo.recordCatAnswer(record, early.ahead)
        : await repo.recordAnswer(record);
      if (!isKept(r)) {
        if (r.outcome === "expired") await handlers[r.session.mode].expire(r.session);
        throw answerError(r);
      }
      let step: AdaptiveStep | undefined;
      const moved = early && (r.served ?? (r.moved ? engine.movedOn(early.session, early.ahead, record.now) : undefined));
      if (early && moved && "next" in early.ahead) {
        step = await engine.advanced(moved, early.past, early.ahead);
      } else if (early && moved) {
        step = await handlers[moved.mode].closedByAnswer?.(moved, early.past);
      } else if (r.session && r.history) {
        const h = handlers[r.session.mode];
        step = r.outcome === "stored" ? await h.afterAnswer(r.session, r.history) : await h.current(r.session, r.history);
      }
      const a = r.answer;
      return {
        ...(step ? { adaptive: step } : {}),
        id: a.id,
        sessionId: a.sessionId,
        questionId: a.questionId,
        selectedAnswer: a.selectedAnswer,
        correct: a.isCorrect,
        isCorrect: a.isCorrect,
        correctAnswer: r.correctIndex,
        explanation: r.explanation,
        duplicate: r.outcome === "duplicate",
      };
    },

    async update(user: UserRow, id: string, input: UpdateSession): Promise<TestSessionDto> {
      const session = await own(user, id);
      let updated = session;
      if (input.isCompleted && !session.isCompleted) {
        updated = await handler(session).complete(session, { timeSpent: input.timeSpent, completedAt: input.completedAt });
      } else if (input.timeSpent !== undefined && !session.isCompleted && !session.isAdaptive) {
        updated = (await repo.update(session.id, { timeSpent: input.timeSpent })) ?? session;
      }
      return toDto(updated, false);
    },

    /**
     * The keys of a practice session's own questions for the device (the test goes on if the connection drops),
     * within the plan's daily cap on keyed questions.
     */
    async offlineCopy(user: UserRow, id: string): Promise<{ sessionId: string; questions: OfflineQuestion[] }> {
      const session = await own(user, id);
      if (session.isCompleted) throw conflict(PRACTICE_MESSAGES.sessionComplete);
      if (session.isAdaptive) throw conflict(PRACTICE_MESSAGES.noOfflineCopy);
      const copy = await questions.grantSession(user, session.sectionId, session.questionIds);
      if (!copy) throw new HttpError(403, PRACTICE_MESSAGES.offlineLimit, undefined, { code: "OFFLINE_LIMIT" });
      return { sessionId: session.id, questions: copy };
    },

    async dailyLimit(user: UserRow, sectionId: number): Promise<DailyLimitDto> {
      await questions.assertSection(sectionId);
      const used = await usedToday(user.id, sectionId);
      return {
        sectionId,
        limit: dailyLimitFor(user.subscriptionTier),
        usedToday: used,
        remaining: remainingToday(user.subscriptionTier, used),
      };
    },

    /** Where a session stands (the full test shows its open subtest this way). */
    async current(session: SessionRow): Promise<AdaptiveStep | undefined> {
      return handler(session).current(session);
    },

    listForUser: (userId: number) => repo.listForUser(userId),
    forFullTest: (fullTestId: string) => repo.forFullTest(fullTestId),
    answeredBySession: (ids: readonly string[]) => repo.answeredBySession(ids),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
