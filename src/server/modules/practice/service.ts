import type { answerRequest, createSessionRequest, scoreShareRequest, updateSessionRequest } from "@contracts/practice";
import type { AdaptiveStep } from "@contracts/adaptive";
import { PRACTICE_MESSAGES, type AnswerResult, type DailyLimitDto, type TestSessionDto } from "@contracts/practice";
import type { SectionProgress } from "@contracts/progress";
import { DEFAULT_SECTION_TOTAL } from "@domain/constants";
import { dailyLimitFor, remainingToday, sessionScore, utcDayStart } from "@domain/practice";
import type { z } from "zod";
import { HttpError, conflict, notFound } from "../../plugins/errors";
import type { AdaptiveService } from "../adaptive/service";
import type { QuestionsService } from "../questions/service";
import type { UserRow } from "../users/repo";
import type { AnswerRow, PracticeRepo, SessionRow } from "./repo";

type CreateSession = z.output<typeof createSessionRequest>;
type AnswerInput = z.output<typeof answerRequest>;
type UpdateSession = z.output<typeof updateSessionRequest>;
type ScoreShare = z.output<typeof scoreShareRequest>;

const dailyLimitError = () =>
  new HttpError(403, PRACTICE_MESSAGES.dailyLimit, undefined, { code: "DAILY_LIMIT", hint: PRACTICE_MESSAGES.dailyLimitHint });

/** A client-claimed time (offline replays) is kept only within [earliest, now]. */
function clamp(claimed: string | undefined, earliest: Date, now: Date): Date {
  if (!claimed) return now;
  const t = new Date(claimed).getTime();
  return new Date(Math.min(now.getTime(), Math.max(earliest.getTime(), t)));
}

export function practiceService(
  repo: PracticeRepo,
  questions: QuestionsService,
  adaptive: AdaptiveService,
  clock: () => Date = () => new Date(),
) {
  async function usedToday(userId: number, sectionId: number, at: Date): Promise<number> {
    const start = utcDayStart(at);
    return repo.countPracticeAnswers(userId, sectionId, start, new Date(start.getTime() + 86_400_000));
  }

  /** Full-test subtests are an assessment, not practice: the daily practice allowance does not apply to them. */
  const limited = (s: SessionRow) => !s.offline && s.mode !== "full_test";

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
      ...(withQuestions ? { questions: await questions.byIds(s.questionIds) } : {}),
    };
  }

  async function ownSession(user: UserRow, id: string): Promise<SessionRow> {
    const s = await repo.findSession(id);
    // Another learner's session is "not found": its existence is not theirs to learn.
    if (!s || s.userId !== user.id) throw notFound(PRACTICE_MESSAGES.sessionNotFound);
    return s;
  }

  /** `known` is the question's key when the caller has already read it (a fresh answer), saving a query. */
  async function result(
    a: AnswerRow,
    duplicate: boolean,
    known?: { correctIndex: number; explanation: string },
    step?: AnswerResult["adaptive"],
  ): Promise<AnswerResult> {
    const key = known ?? (await questions.keys([a.questionId]))[0];
    return {
      ...(step ? { adaptive: step } : {}),
      id: a.id,
      sessionId: a.sessionId,
      questionId: a.questionId,
      selectedAnswer: a.selectedAnswer,
      correct: a.isCorrect,
      isCorrect: a.isCorrect,
      correctAnswer: key?.correctIndex ?? -1,
      explanation: key?.explanation ?? "",
      duplicate,
    };
  }

  /** An adaptive session starts empty; the engine serves its first item (average difficulty) at once. */
  async function startAdaptive(user: UserRow, input: CreateSession, now: Date): Promise<TestSessionDto> {
    const id = input.id ?? crypto.randomUUID();
    const row =
      (await repo.insertSession({
        id,
        userId: user.id,
        sectionId: input.sectionId,
        totalQuestions: input.totalQuestions,
        questionIds: [],
        isAdaptive: true,
        mode: "adaptive",
        currentDifficulty: "medium",
        createdAt: now,
      })) ?? (await repo.findSession(id));
    if (!row || row.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
    const { session, question } = await adaptive.begin(row);
    return { ...(await toDto(session, false)), questions: question ? [question] : [] };
  }

  /** A replayed or repeated answer on an adaptive session reports where the session stands now. */
  const stepFor = async (s: SessionRow) => (s.isAdaptive ? adaptive.current((await repo.findSession(s.id)) ?? s) : undefined);

  return {
    async createSession(user: UserRow, input: CreateSession): Promise<TestSessionDto> {
      const now = clock();
      if (input.id) {
        const existing = await repo.findSession(input.id);
        if (existing) {
          if (existing.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
          return toDto(existing, true);
        }
      }
      await questions.assertSection(input.sectionId);
      const limit = dailyLimitFor(user.subscriptionTier);
      if (limit !== null && !input.offline && (await usedToday(user.id, input.sectionId, now)) >= limit) throw dailyLimitError();

      if (input.isAdaptive) return startAdaptive(user, input, now);

      let questionIds = input.questionIds;
      if (questionIds) {
        const keys = await questions.keys(questionIds);
        const valid = new Set(keys.filter((k) => k.sectionId === input.sectionId).map((k) => k.id));
        if (questionIds.some((id) => !valid.has(id))) {
          throw new HttpError(400, PRACTICE_MESSAGES.unknownQuestions, { questionIds: [PRACTICE_MESSAGES.unknownQuestions] });
        }
        questionIds = [...new Set(questionIds)];
        await questions.markSeen(user.id, questionIds);
      } else {
        questionIds = (await questions.practiceSet(user.id, input.sectionId, input.totalQuestions, true)).map((q) => q.id);
      }
      const id = input.id ?? crypto.randomUUID();
      const createdAt = input.offline ? clamp(input.createdAt, new Date(now.getTime() - 30 * 86_400_000), now) : now;
      const row =
        (await repo.insertSession({
          id,
          userId: user.id,
          sectionId: input.sectionId,
          totalQuestions: questionIds.length,
          questionIds,
          isAdaptive: input.isAdaptive ?? false,
          mode: input.mode,
          mission: input.mission ?? null,
          offline: input.offline,
          createdAt,
        })) ?? (await repo.findSession(id));
      if (!row || row.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
      return toDto(row, true);
    },

    async answer(user: UserRow, input: AnswerInput): Promise<AnswerResult> {
      const session = await ownSession(user, input.sessionId);
      if (!session.questionIds.includes(input.questionId)) {
        throw new HttpError(400, PRACTICE_MESSAGES.questionNotInSession, { questionId: [PRACTICE_MESSAGES.questionNotInSession] });
      }
      if (input.id) {
        const byId = await repo.findAnswer(input.id);
        if (byId) {
          if (byId.userId !== user.id || byId.sessionId !== session.id || byId.questionId !== input.questionId)
            throw conflict(PRACTICE_MESSAGES.idTaken);
          return result(byId, true, undefined, await stepFor(session));
        }
      }
      const earlier = await repo.findSessionAnswer(session.id, input.questionId);
      if (earlier) return result(earlier, true, undefined, await stepFor(session));
      if (session.isCompleted) throw conflict(PRACTICE_MESSAGES.sessionComplete);
      if (session.isAdaptive) await adaptive.beforeAnswer(session);

      const now = clock();
      const limit = dailyLimitFor(user.subscriptionTier);
      // Offline sessions were limited when their questions were packed; their replays are never refused.
      if (limit !== null && limited(session) && (await usedToday(user.id, session.sectionId, now)) >= limit) throw dailyLimitError();

      const [key] = await questions.keys([input.questionId]);
      if (!key) throw notFound("Question not found");
      const isCorrect = input.selectedAnswer !== null && input.selectedAnswer === key.correctIndex;
      const values = {
        id: input.id ?? crypto.randomUUID(),
        sessionId: session.id,
        userId: user.id,
        sectionId: session.sectionId,
        questionId: input.questionId,
        selectedAnswer: input.selectedAnswer,
        isCorrect,
        timeSpent: input.timeSpent,
        answeredAt: session.offline ? clamp(input.answeredAt, session.createdAt, now) : now,
      };
      const stored = await repo.insertAnswer(values);
      if (!stored) {
        const winner = (await repo.findSessionAnswer(session.id, input.questionId)) ?? (await repo.findAnswer(values.id));
        if (!winner || winner.userId !== user.id) throw conflict(PRACTICE_MESSAGES.idTaken);
        return result(winner, true, undefined, await stepFor(session));
      }
      await repo.addToProgress(user.id, session.sectionId, isCorrect);
      let step: AdaptiveStep | undefined;
      if (session.isAdaptive) step = await adaptive.afterAnswer(session, stored);
      else await adaptive.calibrateAnswer(stored);
      return result(stored, false, key, step);
    },

    async updateSession(user: UserRow, id: string, input: UpdateSession): Promise<TestSessionDto> {
      const session = await ownSession(user, id);
      const now = clock();
      let updated = session;
      if (input.isCompleted && !session.isCompleted) {
        const correct = await repo.sessionCorrect(session.id);
        updated =
          (await repo.updateSession(session.id, {
            isCompleted: true,
            score: sessionScore(correct, session.totalQuestions),
            timeSpent: input.timeSpent ?? session.timeSpent,
            completedAt: session.offline ? clamp(input.completedAt, session.createdAt, now) : now,
          })) ?? session;
      } else if (input.timeSpent !== undefined && !session.isCompleted) {
        updated = (await repo.updateSession(session.id, { timeSpent: input.timeSpent })) ?? session;
      }
      return toDto(updated, false);
    },

    async dailyLimit(user: UserRow, sectionId: number): Promise<DailyLimitDto> {
      await questions.assertSection(sectionId);
      const used = await usedToday(user.id, sectionId, clock());
      return {
        sectionId,
        limit: dailyLimitFor(user.subscriptionTier),
        usedToday: used,
        remaining: remainingToday(user.subscriptionTier, used),
      };
    },

    async refreshProgress(user: UserRow, sectionId: number): Promise<SectionProgress> {
      await questions.assertSection(sectionId);
      const row = await repo.recomputeProgress(user.id, sectionId);
      return {
        sectionId,
        completedQuestions: row?.completedQuestions ?? 0,
        totalQuestions: row?.totalQuestions ?? DEFAULT_SECTION_TOTAL,
        averageScore: row ? Math.round(row.averageScore * 10) / 10 : 0,
      };
    },

    async shareScore(user: UserRow, input: ScoreShare): Promise<{ id: number }> {
      const row = await repo.insertScoreShare({
        userId: user.id,
        afqtScore: Math.round(input.afqtScore),
        branchCode: input.branchCode,
        userZipCode: input.userZipCode,
        userPhone: input.userPhone,
        userEmail: input.userEmail,
        message: input.message?.trim() || null,
      });
      if (!row) throw new Error("score share not stored");
      return { id: row.id };
    },
  };
}
export type PracticeService = ReturnType<typeof practiceService>;
