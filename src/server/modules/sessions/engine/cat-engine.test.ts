import { describe, expect, it } from "vitest";
import { mulberry32 } from "@domain/random";
import type { SessionRow } from "../../../db/rows";
import type { NewSession, ServePatch, SessionsRepo } from "../repo";
import { catEngine } from "./cat-engine";
import { poolCache, type PoolRow } from "./pool-cache";

// Forty written items over four topics, every key 2: enough for the engine to choose freely.
const ROWS: PoolRow[] = Array.from({ length: 40 }, (_, i) => ({
  id: `AR-${String(i).padStart(3, "0")}`,
  topic: `topic-${i % 4}`,
  a: 1.2,
  b: -2 + (i % 10) * 0.4,
  c: 0.2,
  responseCount: 0,
  source: "authored",
  correctIndex: 2,
}));

function session(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: "5e55a0f1-0000-4000-8000-000000000001",
    userId: 7,
    sectionId: 10,
    totalQuestions: 10,
    isCompleted: false,
    score: null,
    timeSpent: 0,
    isAdaptive: true,
    questionIds: [],
    mode: "adaptive",
    mission: null,
    currentDifficulty: "medium",
    theta: null,
    thetaSe: null,
    tryoutIds: [],
    passedOverIds: [],
    fullTestId: null,
    deadlineAt: null,
    offline: false,
    excludeIds: [],
    createdAt: new Date("2026-11-28T10:00:00Z"),
    completedAt: null,
    ...overrides,
  };
}

/** The engine over an in-memory pool and a repo whose serve applies the patch, as the statement does. */
function setup(now = new Date("2026-11-28T10:00:00Z")) {
  // A start stores a session once per id, as the statement's ON CONFLICT DO NOTHING does.
  const stored = new Set<string>();
  const repo = {
    serve: async (s: SessionRow, patch: ServePatch) => ({ ...s, ...patch }),
    insertServing: async (values: NewSession, patch: ServePatch) => {
      if (stored.has(values.id)) return undefined;
      stored.add(values.id);
      return session({ ...values, ...patch });
    },
    excludeIds: async () => [],
    itemParams: async () => [],
  } as unknown as SessionsRepo;
  const pools = poolCache(async () => ROWS, {
    ttlMs: 60_000,
    config: { maxItems: 10, minItems: 10, targetSe: 0, rmax: 1 },
    simulees: 0,
    maxItems: 500,
  });
  const engine = catEngine({
    repo,
    pools,
    content: async (ids, sectionId) =>
      ids.map((id) => ({
        id,
        sectionId,
        question: id,
        options: ["a", "b", "c", "d"],
        topic: "t",
        difficulty: "medium" as const,
        figure: null,
        figureAlt: null,
        passage: null,
      })),
    seenSince: async () => [],
    clock: () => now,
    rng: mulberry32(1),
  });
  return engine;
}

const answer = (questionId: string, selectedAnswer: number | null) => ({
  sessionId: session().id,
  questionId,
  selectedAnswer,
  timeSpent: 5,
});

/** The step chosen ahead, which must serve a next item (not close the test). */
function serving(early: Awaited<ReturnType<ReturnType<typeof catEngine>["ahead"]>>) {
  if (!early) return null;
  const { ahead, past } = early;
  if (!("next" in ahead)) throw new Error("the test was closed, not served on");
  return { ahead, past };
}

describe("starting an adaptive session", () => {
  it("stores it with its first item served, and leaves a session stored first by another request alone", async () => {
    const engine = setup();
    const { id, userId, sectionId, totalQuestions, mode, createdAt } = session();
    const values = { id, userId, sectionId, totalQuestions, mode, createdAt, isAdaptive: true, questionIds: [], excludeIds: ["AR-000"] };
    const started = await engine.start(values);
    const first = started?.question?.id as string;
    expect(started?.session.questionIds).toEqual([first]);
    expect(first).not.toBe("AR-000");
    expect(started?.theta).toBeCloseTo(0, 5);
    expect(await engine.start(values)).toBeUndefined();
    // The stored session is still the one this instance follows: its first answer is chosen for ahead.
    expect(serving(await engine.ahead(7, answer(first, 2)))?.ahead.served).toBe(1);
  });
});

describe("choosing an adaptive session's next item before its answer is stored", () => {
  it("chooses for the pending item of a session this instance served, marked from the pool's key", async () => {
    const engine = setup();
    const first = await engine.serveNext(session(), []);
    const pending = first?.session.questionIds[0] as string;
    const right = serving(await engine.ahead(7, answer(pending, 2)));
    expect(right?.ahead).toMatchObject({ served: 1, correct: true });
    expect(right?.ahead.patch.questionIds).toEqual([pending, right?.ahead.next]);
    expect(right?.past).toEqual([expect.objectContaining({ id: pending, correct: true, timeSpent: 5 })]);
    const wrong = serving(await engine.ahead(7, answer(pending, 1)));
    expect(wrong?.ahead.correct).toBe(false);
    // A right answer moves the estimate up, a wrong one down.
    expect(right?.ahead.patch.theta).toBeGreaterThan(wrong?.ahead.patch.theta ?? Infinity);
    expect((await engine.ahead(7, answer(pending, null)))?.ahead.correct).toBe(false);
  });

  it("does not choose for another learner, another item, a session it did not serve or after the clock", async () => {
    const engine = setup();
    const first = await engine.serveNext(session(), []);
    const pending = first?.session.questionIds[0] as string;
    expect(await engine.ahead(8, answer(pending, 2))).toBeNull();
    expect(await engine.ahead(7, answer(pending === "AR-000" ? "AR-001" : "AR-000", 2))).toBeNull();
    expect(await engine.ahead(7, { ...answer(pending, 2), sessionId: "5e55a0f1-0000-4000-8000-000000000002" })).toBeNull();

    // The same subtest before and after its clock runs out.
    const subtest = session({ mode: "full_test", deadlineAt: new Date("2026-11-28T10:20:00Z") });
    const onTime = setup(new Date("2026-11-28T10:10:00Z"));
    const open = await onTime.serveNext(subtest, []);
    expect(await onTime.ahead(7, answer(open?.session.questionIds[0] as string, 2))).not.toBeNull();
    const late = setup(new Date("2026-11-28T10:30:00Z"));
    const closed = await late.serveNext(subtest, []);
    expect(await late.ahead(7, answer(closed?.session.questionIds[0] as string, 2))).toBeNull();

    engine.forget(session().id);
    expect(await engine.ahead(7, answer(pending, 2))).toBeNull();
  });

  it("follows the session it advanced: the next answer is chosen ahead too", async () => {
    const engine = setup();
    const first = await engine.serveNext(session(), []);
    const pending = first?.session.questionIds[0] as string;
    const early = serving(await engine.ahead(7, answer(pending, 2)));
    if (!early) throw new Error("no choice made ahead");
    const served = session({ ...early.ahead.patch });
    const step = await engine.advanced(served, early.past, early.ahead);
    expect(step).toMatchObject({ answered: 1, done: false, nextQuestion: { id: early.ahead.next } });
    const second = await engine.ahead(7, answer(early.ahead.next, 0));
    expect(second?.ahead).toMatchObject({ served: 2, correct: false });
    expect(second?.past.map((p) => p.id)).toEqual([pending, early.ahead.next]);
  });

  it("closes the test with its last answer, with the estimate the close afterwards would give", async () => {
    const engine = setup();
    const one = session({ totalQuestions: 1 });
    const first = await engine.serveNext(one, []);
    const pending = first?.session.questionIds[0] as string;
    const last = await engine.ahead(7, answer(pending, 2));
    if (!last || !("close" in last.ahead)) throw new Error("the last answer did not close the test");
    expect(last.ahead).toMatchObject({ served: 1, correct: true });
    expect(last.ahead.close).toEqual(engine.closing(one, last.past, false));
    expect(last.ahead.close).toMatchObject({ score: 100, timeSpent: 5 });
    expect((await engine.ahead(7, answer(pending, 1)))?.ahead).toMatchObject({ correct: false, close: { score: 0 } });
  });

  it("says what the statement left when it moved the session on: the next item's state, or the close", async () => {
    const engine = setup();
    const first = await engine.serveNext(session(), []);
    const pending = first?.session.questionIds[0] as string;
    const early = serving(await engine.ahead(7, answer(pending, 2)));
    if (!early || !first) throw new Error("no choice made ahead");
    const at = new Date("2026-11-28T10:11:00Z");
    expect(engine.movedOn(first.session, early.ahead, at)).toEqual({ ...first.session, ...early.ahead.patch });

    const one = session({ totalQuestions: 1 });
    const only = await engine.serveNext(one, []);
    const last = await engine.ahead(7, answer(only?.session.questionIds[0] as string, 2));
    if (!last || !("close" in last.ahead)) throw new Error("the last answer did not close the test");
    expect(engine.movedOn(last.session, last.ahead, at)).toEqual({
      ...last.session,
      ...last.ahead.close,
      isCompleted: true,
      completedAt: at,
    });
  });
});
