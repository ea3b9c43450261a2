import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { recordViews } from "@server/db/question-views";
import { rows } from "@server/db/raw";
import { answers, questions } from "@server/db/schema";
import { seedQuestionBank, seedStudyMaterials } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

const AR = 10;
const GS = 13;
const PC = 11;

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // A slice of each generator keeps the test database small; every authored item is loaded.
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  await seedStudyMaterials(ctx.database.db);
  cookie = (await signedInUser(ctx.app, ctx.database.db)).cookie;
}, 120_000);
afterAll(() => ctx.close());

const KEY_FIELDS = ["correctAnswer", "correctIndex", "explanation", "answer"];

describe("GET /api/questions/section/{sectionId} (platform §7: questions cached for offline use)", () => {
  it("gives the spec's Question fields with keys and explanations, a day's allowance on the free plan", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "GET", url: `/api/questions/section/${AR}`, cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(10);
    const keys = new Map(
      (
        await ctx.database.db.select({ id: questions.id, k: questions.correctIndex }).from(questions).where(eq(questions.sectionId, AR))
      ).map((r) => [r.id, r.k]),
    );
    for (const q of list) {
      expect(q).toMatchObject({ sectionId: AR, question: expect.any(String), options: expect.any(Array) });
      expect(q.correctAnswer).toBe(keys.get(q.id));
      expect(q.explanation.length).toBeGreaterThan(20);
    }
  });

  it("hands out nothing new when asked again the same day (the free limit cannot be collected from the offline cache)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const list = (await request(ctx.app, { method: "GET", url: `/api/questions/section/${AR}?limit=50`, cookie })).json();
      for (const q of list) ids.add(q.id);
    }
    expect(ids.size).toBe(10);
  });

  it("rejects bad ids and limits with 400, unknown sections with 404, and needs sign-in", async () => {
    const bad = await request(ctx.app, { method: "GET", url: "/api/questions/section/abc", cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sectionId).toEqual(["Section id must be a number"]);
    expect((await request(ctx.app, { method: "GET", url: `/api/questions/section/${AR}?limit=0`, cookie })).statusCode).toBe(400);
    const missing = await request(ctx.app, { method: "GET", url: "/api/questions/section/999", cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No section with id 999" });
    expect((await request(ctx.app, { method: "GET", url: `/api/questions/section/${AR}` })).statusCode).toBe(401);
  });
});

describe("GET /api/sections/{sectionId}/questions?random=true&limit=10", () => {
  it("returns ten keyless questions mixing written and generated items", async () => {
    const res = await request(ctx.app, { method: "GET", url: `/api/sections/${AR}/questions?random=true&limit=10`, cookie });
    expect(res.statusCode).toBe(200);
    const { questions } = res.json();
    expect(questions).toHaveLength(10);
    const authored = questions.filter((q: { id: string }) => q.id.startsWith("AR-")).length;
    expect(authored).toBe(5);
    for (const q of questions) for (const field of KEY_FIELDS) expect(q).not.toHaveProperty(field);
  });

  it("carries the passage for reading questions", async () => {
    const { questions } = (await request(ctx.app, { method: "GET", url: `/api/sections/${PC}/questions?limit=3`, cookie })).json();
    for (const q of questions) expect(q.passage).toMatchObject({ id: expect.stringMatching(/^PC-P\d+$/), text: expect.any(String) });
  });

  it("avoids what the learner saw recently until the section runs out", async () => {
    const { cookie: own } = await signedInUser(ctx.app, ctx.database.db);
    const seen = new Set<string>();
    // General Science cut to its first 65 written items for this test (the rest inactive): six sets of 10 are all
    // new, and the seventh holds the last five before any seen one. (test/api/practice-no-repeats.test.ts runs the
    // whole section: 30 sets without a repeat.)
    const db = ctx.database.db;
    const rest = and(eq(questions.sectionId, GS), sql`${questions.id} not between 'GS-001' and 'GS-065'`);
    await db.update(questions).set({ active: false }).where(rest);
    onTestFinished(async () => {
      await db.update(questions).set({ active: true }).where(rest);
    });
    const sets: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const { questions } = (
        await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?random=true&limit=10`, cookie: own })
      ).json();
      sets.push(questions.map((q: { id: string }) => q.id));
      for (const q of questions) {
        expect(seen.has(q.id)).toBe(false);
        seen.add(q.id);
      }
      // Distinct times of seeing, so "seen longest ago" has one answer.
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(seen.size).toBe(60);
    const { questions: seventh } = (
      await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?random=true&limit=10`, cookie: own })
    ).json();
    // The five never-seen items come first, then the ones seen longest ago: from the first set.
    const ids: string[] = seventh.map((q: { id: string }) => q.id);
    expect(ids.filter((id) => !seen.has(id))).toHaveLength(5);
    expect(ids.filter((id) => seen.has(id)).every((id) => sets[0]!.includes(id))).toBe(true);
  });

  it("counts what a learner has seen of a section, and once every written item is seen serves the oldest first", async () => {
    const { user, cookie: own } = await signedInUser(ctx.app, ctx.database.db);
    const db = ctx.database.db;
    const counts = () =>
      rows<{ authored: boolean; seen: number; items: number }>(
        db,
        sql`select s.authored, coalesce(c.seen, 0)::int as seen, s.items from section_item_counts s
            left join view_counts c on c.user_id = ${user.id} and c.section_id = s.section_id and c.authored = s.authored
            where s.section_id = ${GS} order by s.authored`,
      );
    const written = (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.sectionId, GS), eq(questions.source, "authored")))
    )
      .map((r) => r.id)
      .sort();
    // The trigger on questions keeps every item of the section counted, active or not.
    expect((await counts()).find((c) => c.authored)?.items).toBe(written.length);

    // Seen in two waves: the first half long ago, the rest lately; seeing an item again does not count it twice.
    const older = written.slice(0, Math.floor(written.length / 2));
    const newer = written.slice(older.length);
    const view = (ids: string[], at: string) => rows(db, sql`select ${recordViews(user.id, ids, new Date(at))}`);
    await view(older, "2026-01-01T00:00:00Z");
    await view(newer, "2026-02-01T00:00:00Z");
    await view(newer.slice(0, 5), "2026-02-02T00:00:00Z");
    expect((await counts()).find((c) => c.authored)?.seen).toBe(written.length);

    const { questions: set } = (
      await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?random=true&limit=10`, cookie: own })
    ).json();
    const servedWritten = set.map((q: { id: string }) => q.id).filter((id: string) => written.includes(id));
    expect(servedWritten.length).toBeGreaterThan(0);
    for (const id of servedWritten) expect(older).toContain(id);
    // Serving them counted nothing new: they were seen before.
    expect((await counts()).find((c) => c.authored)?.seen).toBe(written.length);
  });

  it("returns the fixed order with random=false and validates the query", async () => {
    const { questions } = (
      await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?random=false&limit=2`, cookie })
    ).json();
    expect(questions.map((q: { id: string }) => q.id)).toEqual(["GS-001", "GS-002"]);
    const bad = await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?random=maybe&limit=99`, cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["limit", "random"]);
  });

  it("is 404 for an unknown section and 401 signed out", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/sections/4242/questions", cookie })).statusCode).toBe(404);
    expect((await request(ctx.app, { method: "GET", url: `/api/sections/${AR}/questions` })).statusCode).toBe(401);
  });
});

describe("GET /api/study-materials", () => {
  it("returns a guide, a formula or rule sheet and a vocabulary list for every section", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/study-materials", cookie });
    expect(res.statusCode).toBe(200);
    const materials = res.json();
    const bySection = new Map<number, Set<string>>();
    for (const m of materials) {
      expect(m.content.length).toBeGreaterThan(300);
      expect(["file-alt", "book", "lightbulb"]).toContain(m.icon);
      bySection.set(m.sectionId, (bySection.get(m.sectionId) ?? new Set()).add(m.type));
    }
    expect(bySection.size).toBe(10);
    for (const types of bySection.values()) expect([...types].sort()).toEqual(["formula", "guide", "vocabulary"]);
  });

  it("is 401 signed out", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/study-materials" })).statusCode).toBe(401);
  });
});

describe("spaced review", () => {
  it("brings a missed question back into practice once its review day has come", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = (
      await request(ctx.app, {
        method: "POST",
        url: "/api/test-sessions",
        cookie,
        payload: { sectionId: GS, totalQuestions: 2, questionIds: ["GS-040", "GS-041"] },
      })
    ).json();
    const keyOf = async (id: string) =>
      (await ctx.database.db.select({ k: questions.correctIndex }).from(questions).where(eq(questions.id, id)))[0]?.k ?? 0;
    for (const id of ["GS-040", "GS-041"]) {
      await request(ctx.app, {
        method: "POST",
        url: "/api/answers",
        cookie,
        payload: { sessionId: session.id, questionId: id, selectedAnswer: ((await keyOf(id)) + 1) % 4 },
      });
    }
    // GS-040 was missed two days ago, GS-041 just now: one is due for review (after 1 day), the other not yet.
    await ctx.database.db
      .update(answers)
      .set({ answeredAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(answers.userId, user.id), eq(answers.questionId, "GS-040")));
    await ctx.app.background.drain();
    const set = (await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/questions?limit=10`, cookie })).json().questions;
    const ids = set.map((q: { id: string }) => q.id);
    expect(ids).toContain("GS-040");
    expect(ids).not.toContain("GS-041");
  });
});

describe("GET /api/offline/sections/{sectionId}/pack", () => {
  it("gives keys and explanations for offline marking, capped at a day's allowance on the free plan", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "GET", url: `/api/offline/sections/${AR}/pack?limit=30`, cookie });
    expect(res.statusCode).toBe(200);
    const pack = res.json();
    expect(pack.sectionId).toBe(AR);
    expect(pack.questions).toHaveLength(10);
    for (const q of pack.questions) {
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
    const stored = await ctx.database.db
      .select({ id: questions.id, k: questions.correctIndex })
      .from(questions)
      .where(eq(questions.id, pack.questions[0].id));
    expect(pack.questions[0].correctAnswer).toBe(stored[0]?.k);
  });

  it("allows premium learners a larger pack and needs sign-in", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    expect(
      (await request(ctx.app, { method: "GET", url: `/api/offline/sections/${AR}/pack?limit=30`, cookie })).json().questions,
    ).toHaveLength(30);
    expect((await request(ctx.app, { method: "GET", url: `/api/offline/sections/${AR}/pack` })).statusCode).toBe(401);
  });

  it("shares one daily cap with the spec's offline call", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const pack = (await request(ctx.app, { method: "GET", url: `/api/offline/sections/${AR}/pack?limit=30`, cookie })).json().questions;
    const spec = (await request(ctx.app, { method: "GET", url: `/api/questions/section/${AR}`, cookie })).json();
    const ids = (list: { id: string }[]) => list.map((q) => q.id).sort();
    expect(ids(spec)).toEqual(ids(pack));
  });
});
