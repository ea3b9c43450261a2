import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@contracts/auth";
import { CONTACT_MESSAGES } from "@contracts/contact";
import { VALIDATION_MESSAGES } from "@contracts/validation-messages";
import { buildApp } from "@server/app";
import { contactMessages } from "@server/db/schema";
import { CONTACT_MAX_PER_HOUR } from "@server/modules/contact";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser, uniqueIp, uniqueName } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = () => ({
  name: `Jordan ${uniqueName("sender")}`,
  email: "jordan@example.org",
  organization: "Fort Example Recruiting",
  topic: "sales",
  message: "We would like a quote for 40 recruiter seats.",
});

const send = (payload: unknown, extra: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  request(ctx.app, {
    method: "POST",
    url: "/api/contact",
    payload: payload as Record<string, unknown>,
    remoteAddress: uniqueIp(),
    ...extra,
  });

async function stored(id: number) {
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe("POST /api/contact", () => {
  it("stores a visitor's message, trimmed, with no user, and answers 201 with its id and time", async () => {
    const before = Date.now();
    const res = await send({
      name: "  Pat Visitor  ",
      email: " pat@example.org ",
      organization: "",
      message: "  Do you offer group pricing for schools?  ",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["id", "receivedAt"]);
    expect(body.id).toBeGreaterThan(0);
    expect(new Date(body.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await stored(body.id)).toMatchObject({
      userId: null,
      name: "Pat Visitor",
      email: "pat@example.org",
      organization: null,
      // Left out: the Contact Sales button's own topic.
      topic: "sales",
      message: "Do you offer group pricing for schools?",
    });
  });

  it("keeps the user id of a signed-in sender and the chosen topic", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await send({ ...valid(), topic: "billing" }, { cookie });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({
      userId: user.id,
      topic: "billing",
      organization: "Fort Example Recruiting",
    });
  });

  it.each([
    [{ name: "" }, "name", VALIDATION_MESSAGES.nameRequired],
    [{ name: "   " }, "name", VALIDATION_MESSAGES.nameRequired],
    [{ name: "n".repeat(101) }, "name", VALIDATION_MESSAGES.nameTooLong],
    [{ email: "not-an-email" }, "email", VALIDATION_MESSAGES.emailInvalid],
    [{ email: `${"e".repeat(250)}@example.org` }, "email", VALIDATION_MESSAGES.emailInvalid],
    [{ organization: "o".repeat(201) }, "organization", VALIDATION_MESSAGES.organizationTooLong],
    [{ topic: "spam" }, "topic", VALIDATION_MESSAGES.topicInvalid],
    [{ message: "Too short" }, "message", VALIDATION_MESSAGES.contactMessageMin],
    [{ message: "   short    " }, "message", VALIDATION_MESSAGES.contactMessageMin],
    [{ message: "m".repeat(5001) }, "message", VALIDATION_MESSAGES.contactMessageMax],
  ])("refuses %j with 400 and the field's message", async (change, field, message) => {
    const res = await send({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it("names every bad field at once, and stores nothing", async () => {
    const count = async () => (await ctx.database.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const before = await count();
    const res = await send({ name: "", email: "x", message: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "message", "name"]);
    expect(await count()).toBe(before);
  });

  it(`accepts ${CONTACT_MAX_PER_HOUR} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const remoteAddress = uniqueIp();
    for (let i = 0; i < CONTACT_MAX_PER_HOUR; i += 1) {
      expect((await send(valid(), { remoteAddress })).statusCode).toBe(201);
    }
    const refused = await send(valid(), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CONTACT_MESSAGES.tooManyMessages });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Signing in does not lift the address's limit; another address is not affected.
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await send(valid(), { remoteAddress, cookie })).statusCode).toBe(429);
    expect((await send(valid(), { remoteAddress: uniqueIp() })).statusCode).toBe(201);
  });

  it("refuses a cross-origin POST (the CSRF hook) with 403 and stores nothing", async () => {
    const message = `Cross-site ${uniqueName("probe")} message`;
    const crossSite = await send({ ...valid(), message }, { headers: { origin: "https://evil.example" } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(AUTH_MESSAGES.badOrigin);
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.message, message));
    expect(rows).toEqual([]);
  });
});

describe("the log", () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildApp({
      env: { ...ctx.env, LOG_LEVEL: "trace" },
      database: ctx.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("never carries a sender's name, e-mail, organization or message", async () => {
    const name = `Leaky ${uniqueName("name")}`;
    const email = `${uniqueName("leak")}@example.org`;
    const organization = `Org ${uniqueName("org")}`;
    const message = `Private words ${uniqueName("text")} for sales`;
    const payload = { name, email, organization, topic: "sales", message };
    const remoteAddress = uniqueIp();
    const ok = await request(app, { method: "POST", url: "/api/contact", payload, remoteAddress });
    expect(ok.statusCode).toBe(201);
    await request(app, { method: "POST", url: "/api/contact", payload: { ...payload, email: "broken" }, remoteAddress });
    await request(app, { method: "POST", url: "/api/contact", payload, remoteAddress, headers: { origin: "https://evil.example" } });

    const log = lines.join("");
    expect(log).toContain("contact message received");
    for (const secret of [name, email, organization, message]) expect(log, secret).not.toContain(secret);
  });
});
