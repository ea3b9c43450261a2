import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser, uniqueIp } from "../factories";

/**
 * Malformed input on every registered route, as anonymous, learner and admin: the answer may be any 2xx, 3xx or 4xx,
 * never a 5xx, and every error is JSON with a message. Routes are read from the app itself, so a new route is fuzzed too.
 */

interface Route {
  method: string;
  url: string;
}

/** Reads `app.printRoutes({ commonPrefix: false })`: one line per path segment, nested by four columns. */
export function listRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? "") + match[2]!;
    prefixes[depth] = path;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD" && method !== "OPTIONS") routes.push({ method, url: path });
    }
  }
  return routes;
}

const BAD_PARAMS = ["abc", "-1", "0", "1.5", "2147483648", "99999999999999999999", "1e3", "%00", "a%00b", "%E0%A4%A", "x".repeat(300)];
const BAD_QUERIES = [
  "limit=%00",
  "limit=2147483648",
  "limit=-1",
  "limit=abc",
  "random=maybe",
  "sectionId=%00",
  "days=2147483648",
  "a=%00&a=1",
];
const FIELDS = [
  "id",
  "sessionId",
  "questionId",
  "sectionId",
  "userId",
  "username",
  "password",
  "confirmPassword",
  "email",
  "afqtScore",
  "branchCode",
  "branch",
  "targetBranch",
  "message",
  "userZipCode",
  "userPhone",
  "userEmail",
  "selectedAnswer",
  "totalQuestions",
  "questionIds",
  "score",
  "timeSpent",
  "isCompleted",
  "mode",
  "testMode",
  "offline",
  "mission",
  "createdAt",
  "answeredAt",
];
const BAD_VALUES: unknown[] = [
  null,
  true,
  "",
  "\u0000",
  "a\u0000b",
  2_147_483_648,
  -1,
  1.5,
  [],
  {},
  ["\u0000"],
  { x: "\u0000" },
  "x".repeat(5000),
];

function badBodies(): unknown[] {
  const bodies: unknown[] = [{}, [], "text", 1, null, { extra: "field", nested: { deep: [1, 2, 3] } }];
  for (const value of BAD_VALUES) bodies.push(Object.fromEntries(FIELDS.map((f) => [f, value])));
  // A plausible body with one wrong field at a time.
  const plausible: Record<string, unknown> = {
    sectionId: 1,
    totalQuestions: 10,
    username: "fuzz_user",
    password: "fuzz-password-1",
    confirmPassword: "fuzz-password-1",
    afqtScore: 50,
    branchCode: "army",
    userZipCode: "12345",
    userPhone: "5555555555",
    userEmail: "a@example.com",
  };
  for (const field of ["sectionId", "username", "password", "afqtScore", "message", "sessionId", "questionId"]) {
    bodies.push({ ...plausible, [field]: 2_147_483_648 }, { ...plausible, [field]: "\u0000" }, { ...plausible, [field]: null });
  }
  bodies.push({ ["key\u0000"]: 1 });
  return bodies;
}

let ctx: TestContext;
let actors: { name: string; cookie: string | undefined }[];
beforeAll(async () => {
  ctx = await createTestApp();
  const learner = await signedInUser(ctx.app, ctx.database.db);
  const admin = await signedInUser(ctx.app, ctx.database.db, { role: "admin" });
  actors = [
    { name: "anonymous", cookie: undefined },
    { name: "learner", cookie: learner.cookie },
    { name: "admin", cookie: admin.cookie },
  ];
});
afterAll(() => ctx.close());

function check(res: LightMyRequestResponse, what: string, failures: string[]): void {
  if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
  else if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    if (typeof (body as { message?: unknown } | undefined)?.message !== "string") {
      failures.push(`${res.statusCode} without a JSON message ${what}: ${res.body.slice(0, 200)}`);
    }
  }
}

describe("fuzzing every route", () => {
  it("finds the app's routes", () => {
    const routes = listRoutes(ctx.app);
    expect(routes).toContainEqual({ method: "POST", url: "/api/login" });
    expect(routes).toContainEqual({ method: "PATCH", url: "/api/test-sessions/:sessionId" });
    expect(routes).toContainEqual({ method: "GET", url: "/api/sections/:sectionId/questions" });
    expect(routes.length).toBeGreaterThan(25);
  });

  it("answers malformed ids, NUL bytes, out-of-range integers, wrong types and huge bodies without a 5xx", async () => {
    // Signing out or in as the demo learner ends the session; those routes go last.
    const sessionEnding = (r: Route) => r.url === "/api/logout" || r.url === "/api/test-login";
    const routes = listRoutes(ctx.app).sort((a, b) => Number(sessionEnding(a)) - Number(sessionEnding(b)));
    const bodies = badBodies();
    const huge = JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) });
    const failures: string[] = [];
    let sent = 0;
    for (const actor of actors) {
      for (const route of routes) {
        const hasBody = route.method !== "GET" && route.method !== "DELETE";
        const send = async (url: string, payload?: unknown, raw?: string) => {
          const res = await request(ctx.app, {
            method: route.method as "GET",
            url,
            cookie: actor.cookie,
            remoteAddress: uniqueIp(),
            ...(raw !== undefined
              ? { payload: raw, headers: { "content-type": "application/json" } }
              : payload !== undefined
                ? { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } }
                : {}),
          });
          sent += 1;
          check(
            res,
            `${actor.name} ${route.method} ${url} ${raw !== undefined ? "(huge)" : JSON.stringify(payload)?.slice(0, 80)}`,
            failures,
          );
        };
        const params = route.url.includes(":") ? BAD_PARAMS : [""];
        for (const value of params) await send(route.url.replace(/:[A-Za-z]+/g, value), hasBody ? {} : undefined);
        const plain = route.url.replace(/:[A-Za-z]+/g, "1");
        for (const query of BAD_QUERIES) await send(`${plain}?${query}`, hasBody ? {} : undefined);
        if (hasBody) {
          for (const body of bodies) await send(plain, body);
          await send(plain, undefined, huge);
          await send(plain, undefined, '{"unterminated": ');
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // Thousands of requests over every route (about 20 s on a quiet machine, several times that beside the other
    // lanes in CI): a time-out here means a hang, not a slow machine.
  }, 240_000);
});

describe("edge validation", () => {
  // Its own learner: the fuzzing above signs its actors out.
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInUser(ctx.app, ctx.database.db)).cookie;
  });
  const learnerCookie = () => cookie;

  it.each([
    ["POST", "/api/login", { username: "a\u0000b", password: "x" }, "username"],
    ["POST", "/api/login", { username: "someone", password: "pa\u0000ss" }, "password"],
    ["PATCH", "/api/test-sessions/ab%00cd", { isCompleted: true }, "sessionId"],
    ["GET", "/api/full-tests/1%00", undefined, "id"],
    ["GET", "/api/sections/1/questions?limit=%00", undefined, "limit"],
  ])("refuses a NUL byte: %s %s → 400 naming the field", async (method, url, payload, field) => {
    const res = await request(ctx.app, { method: method as "GET", url, payload, cookie: learnerCookie(), remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(["must not contain the NUL character"]);
  });

  it.each([
    ["GET", "/api/sections/2147483648/questions", undefined],
    ["GET", "/api/sections/2147483648/daily-limit", undefined],
    ["GET", "/api/questions/section/2147483648", undefined],
    ["GET", "/api/offline/sections/2147483648/pack", undefined],
    ["GET", "/api/adaptive/performance/2147483648", undefined],
    ["GET", "/api/adaptive/questions/2147483648", undefined],
    ["POST", "/api/test-sessions", { sectionId: 2_147_483_648, totalQuestions: 10 }],
    ["PUT", "/api/progress", { sectionId: 2_147_483_648 }],
  ])("refuses a section id over int4: %s %s → 400", async (method, url, payload) => {
    const res = await request(ctx.app, { method: method as "GET", url, payload, cookie: learnerCookie() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.sectionId).toBeDefined();
  });

  it.each([null, true, "", "abc"])("refuses afqtScore %j where a number is required", async (afqtScore) => {
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/score-shares",
      cookie: learnerCookie(),
      payload: { afqtScore, branchCode: "army", userZipCode: "12345", userPhone: "5555555555", userEmail: "a@example.com" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.afqtScore).toBeDefined();
  });

  it("still takes afqtScore as a number or as the form's numeric text", async () => {
    for (const afqtScore of [72, "72"]) {
      const res = await request(ctx.app, {
        method: "POST",
        url: "/api/score-shares",
        cookie: learnerCookie(),
        payload: { afqtScore, branchCode: "army", userZipCode: "12345", userPhone: "5555555555", userEmail: "a@example.com" },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
