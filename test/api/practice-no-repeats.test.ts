import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions as questionsTable } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/**
 * Issue 16: a learner doing one 10-question General Science set after another sees no question twice in their first
 * 30 sets (the written pool holds 300+ items and the generators more), through the spec's own calls.
 */
const GS = 13;
const SETS = 30;

let ctx: TestContext;
let keys: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp();
  // Every written item; a slice of each generator (GS's share of a set is a fifth, so 30 sets need at most 60).
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 40 });
  const rows = await ctx.database.db
    .select({ id: questionsTable.id, k: questionsTable.correctIndex })
    .from(questionsTable)
    .where(eq(questionsTable.sectionId, GS));
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 180_000);
afterAll(() => ctx.close());

describe("General Science practice without repeats", () => {
  it("serves 30 sets of 10 with no question seen twice, written and generated items in the subtest's share", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
      request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) });
    const seen = new Map<string, number>();
    let generated = 0;
    for (let set = 0; set < SETS; set++) {
      const fetched = await call("GET", `/api/sections/${GS}/questions?random=true&limit=10`);
      expect(fetched.statusCode).toBe(200);
      const served: { id: string }[] = fetched.json().questions;
      expect(served).toHaveLength(10);
      const created = await call("POST", "/api/test-sessions", { userId: 1, sectionId: GS, totalQuestions: 10 });
      expect(created.statusCode).toBe(201);
      const sessionId: string = created.json().id;
      for (const [i, q] of served.entries()) {
        const earlier = seen.get(q.id);
        expect(earlier, `${q.id} was already served in set ${earlier! + 1}, again in set ${set + 1}`).toBeUndefined();
        seen.set(q.id, set);
        if (!q.id.startsWith("GS-")) generated += 1;
        // Every tenth answer is wrong: a missed item may come back later as a review, but not within the day.
        const right = keys.get(q.id)!;
        const selectedAnswer = i === set % 10 ? (right + 1) % 4 : right;
        const answered = await call("POST", "/api/answers", {
          sessionId,
          questionId: q.id,
          selectedAnswer,
          isCorrect: true,
          timeSpent: 20,
        });
        expect(answered.statusCode).toBe(200);
      }
      const done = await call("PATCH", `/api/test-sessions/${sessionId}`, { sessionId, isCompleted: true, score: 0, timeSpent: 300 });
      expect(done.statusCode).toBe(200);
      expect(done.json().score).toBe(90);
    }
    expect(seen.size).toBe(SETS * 10);
    // Two of each ten are generated (domain/practice.ts generatedShare), the rest written.
    expect(generated).toBe(SETS * 2);
  }, 240_000);
});
