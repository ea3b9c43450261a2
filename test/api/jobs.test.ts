import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { jobs } from "@server/db/schema";
import { jobQueue, MAX_ATTEMPTS } from "@server/jobs/queue";
import { exportRoutes } from "@server/modules/exports";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerErrorHandling } from "@server/plugins/errors";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/** The durable job queue (decision 22): claim, retry with backoff, take over a dead worker's job, owner-only files. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const pdf = (text: string) => ({ name: "report.pdf", contentType: "application/pdf", bytes: Buffer.from(`%PDF-1.7 ${text}`) });

describe("the job queue", () => {
  it("runs a job once and keeps its file for its owner only", async () => {
    const { user } = await signedInUser(ctx.app, ctx.database.db);
    const { user: other } = await signedInUser(ctx.app, ctx.database.db);
    let runs = 0;
    const queue = jobQueue(ctx.database.db, {
      report: async (payload) => {
        runs += 1;
        return pdf(JSON.stringify(payload));
      },
    });
    const id = await queue.enqueue("report", user.id, { n: 1 });
    expect(await queue.status(id, user.id)).toMatchObject({ status: "queued" });
    while (await queue.work()) {
      /* drain */
    }
    expect(runs).toBe(1);
    expect(await queue.status(id, user.id)).toMatchObject({ status: "done", error: null });
    expect((await queue.file(id, user.id))?.bytes.toString()).toBe('%PDF-1.7 {"n":1}');
    expect(await queue.status(id, other.id)).toBeNull();
    expect(await queue.file(id, other.id)).toBeNull();
  });

  it("retries a failing job with backoff, then fails it for good", async () => {
    const { user } = await signedInUser(ctx.app, ctx.database.db);
    let runs = 0;
    const queue = jobQueue(ctx.database.db, {
      flaky: async () => {
        runs += 1;
        throw new Error(`broken ${runs}`);
      },
    });
    const id = await queue.enqueue("flaky", user.id, {});
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await queue.work();
      // Waiting out the backoff: the next try is due now.
      await ctx.database.db
        .update(jobs)
        .set({ runAfter: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id));
    }
    await queue.work();
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(await queue.status(id, user.id)).toMatchObject({ status: "failed", error: `broken ${MAX_ATTEMPTS}` });
  });

  it("takes over a job whose worker died once its lock has run out", async () => {
    const { user } = await signedInUser(ctx.app, ctx.database.db);
    const queue = jobQueue(ctx.database.db, { report: async () => pdf("again") });
    const id = await queue.enqueue("report", user.id, {});
    // A worker claimed it and vanished.
    await ctx.database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    await queue.work();
    expect(await queue.status(id, user.id)).toMatchObject({ status: "running" });
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await queue.work();
    expect(await queue.status(id, user.id)).toMatchObject({ status: "done" });
  });
});

describe("GET /api/exports/:id/file", () => {
  it("answers 202 with Retry-After while the file is made, then the file; 404 for others and bad ids; 401 signed out", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const other = await signedInUser(ctx.app, ctx.database.db);
    // The real routes over a queue with a file maker of the test's own, on the same database and session cookies.
    const queue = jobQueue(ctx.database.db, { report: async () => pdf("made") });
    const id = await queue.enqueue("report", user.id, {});
    const app = Fastify();
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (req) => {
      const cookieHeader = req.headers.cookie ?? "";
      req.user = cookieHeader === cookie ? user : cookieHeader === other.cookie ? other.user : null;
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(exportRoutes, { queue });
    await app.ready();

    const waiting = await request(app, { method: "GET", url: `/api/exports/${id}/file`, cookie });
    expect(waiting.statusCode).toBe(202);
    expect(waiting.headers["retry-after"]).toBe("1");
    await queue.work();
    const done = await request(app, { method: "GET", url: `/api/exports/${id}/file`, cookie });
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toBe("application/pdf");
    expect(done.headers["content-disposition"]).toBe('attachment; filename="report.pdf"');
    expect(done.body).toBe("%PDF-1.7 made");
    const status = await request(app, { method: "GET", url: `/api/exports/${id}`, cookie });
    expect(status.json()).toMatchObject({ status: "done", downloadUrl: `/api/exports/${id}/file` });
    expect((await request(app, { method: "GET", url: `/api/exports/${id}/file`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await request(app, { method: "GET", url: `/api/exports/not-a-uuid/file`, cookie })).statusCode).toBe(400);
    expect((await request(app, { method: "GET", url: `/api/exports/${id}/file` })).statusCode).toBe(401);
    await app.close();
  });
});
