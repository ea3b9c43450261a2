import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, sessionCookie, TEST_ORIGIN, type TestContext } from "../app";
import { createUser, uniqueIp, uniqueName } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>, extra: { remoteAddress?: string } = {}) =>
  request(ctx.app, { method: "POST", url: "/api/register", payload, ...extra });

describe("POST /api/register", () => {
  it("creates the account, signs it in and never returns the password hash", async () => {
    const username = uniqueName("recruit");
    const res = await register({ username, email: "r@example.com", password: "kettle-drum-7", confirmPassword: "kettle-drum-7" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username,
      email: "r@example.com",
      role: "learner",
      subscriptionTier: "free",
      testMode: "asvab",
      targetBranch: null,
    });
    expect(JSON.stringify(body)).not.toContain("scrypt");
    const cookie = res.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await request(ctx.app, { method: "GET", url: "/api/auth/user", cookie: sessionCookie(res) });
    expect(me.json().username).toBe(username);
  });

  it("accepts an empty email", async () => {
    const res = await register({ username: uniqueName(), email: "", password: "kettle-drum-7", confirmPassword: "kettle-drum-7" });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBeNull();
  });

  it.each([
    [{ username: "ab", password: "kettle-drum-7", confirmPassword: "kettle-drum-7" }, "username", "Username must be at least 3 characters"],
    [
      { username: "valid_name", email: "not-an-email", password: "kettle-drum-7", confirmPassword: "kettle-drum-7" },
      "email",
      "Valid email is required",
    ],
    [{ username: "valid_name", password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters"],
    [{ username: "valid_name", password: "kettle-drum-7", confirmPassword: "12345" }, "confirmPassword", "Please confirm your password"],
    [{ username: "valid_name", password: "kettle-drum-7", confirmPassword: "secret2" }, "confirmPassword", "Passwords don't match"],
  ])("rejects %j with a field error", async (payload, field, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it("refuses a taken username whatever its case, with 409", async () => {
    const { user } = await createUser(ctx.database.db);
    const res = await register({ username: user.username.toUpperCase(), password: "kettle-drum-7", confirmPassword: "kettle-drum-7" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Username already exists", errors: { username: ["Username already exists"] } });
  });

  it("keeps the staff usernames out of reach", async () => {
    const res = await register({ username: "Admin", password: "kettle-drum-7", confirmPassword: "kettle-drum-7" });
    expect(res.statusCode).toBe(409);
  });

  it("rejects a body that is not JSON with 400, not 500", async () => {
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/register",
      payload: "{bad json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe("POST /api/login", () => {
  it("signs in and rotates the session id at each sign-in", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const first = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: uniqueIp(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().lastLoginAt).not.toBeNull();
    const firstCookie = sessionCookie(first);
    const second = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      cookie: firstCookie,
      remoteAddress: uniqueIp(),
    });
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(firstCookie);
    // The old session id no longer works.
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user", cookie: firstCookie })).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user", cookie: secondCookie })).statusCode).toBe(200);
  });

  it("requires username and password", async () => {
    const res = await request(ctx.app, { method: "POST", url: "/api/login", payload: { username: "", password: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("gives the same 401 for a wrong password and an unknown user", async () => {
    const { user } = await createUser(ctx.database.db);
    const wrong = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "nope-nope" },
      remoteAddress: uniqueIp(),
    });
    const unknown = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: uniqueName("ghost"), password: "nope-nope" },
      remoteAddress: uniqueIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("throttles repeated failures with 429, even for the right password, and per account and address", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app, {
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password: "wrong-pass" },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    // The owner signing in from elsewhere is not locked out.
    const elsewhere = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: uniqueIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("POST /api/logout ends the session in the database", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const login = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: uniqueIp(),
    });
    const cookie = sessionCookie(login);
    const out = await request(ctx.app, { method: "POST", url: "/api/logout", cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user", cookie })).statusCode).toBe(401);
  });

  it("GET /api/auth/user is 401 signed out and for a forged cookie", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user" })).json()).toEqual({
      message: "You need to log in to access this feature",
    });
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user", cookie: "sid=forged" })).statusCode).toBe(401);
  });

  it("marks the cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const { user, password } = await createUser(proxied.database.db);
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password },
        headers: { origin: "https://prep.example", host: "prep.example", "x-forwarded-proto": "https" },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("CSRF protection", () => {
  it("refuses state-changing requests from another origin or with no origin at all", async () => {
    const payload = { username: "whoever", password: "kettle-drum-7" };
    const foreign = await ctx.app.inject({ method: "POST", url: "/api/login", payload, headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/did not come from this site/);
    const none = await ctx.app.inject({ method: "POST", url: "/api/login", payload });
    expect(none.statusCode).toBe(403);
  });

  it("accepts a same-origin Referer when Origin is missing", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      headers: { referer: "http://localhost/auth" },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("server-side login paths", () => {
  it("GET /api/login redirects to the sign-in screen", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it("GET /api/test-login is 404 outside demo mode", async () => {
    const prod = await createTestApp({ NODE_ENV: "production", DEMO_MODE: "", PAYMENTS_PROVIDER: "sandbox" });
    try {
      expect(prod.env.DEMO_MODE).toBe(false);
      const res = await prod.app.inject({ method: "GET", url: "/api/test-login" });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("behind a proxy (TRUST_PROXY=1)", () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: "1", LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(() => proxied.close());

  it("keys the sign-in limit on the address the proxy reports, so rotating X-Forwarded-For does not bypass it", async () => {
    const { user } = await createUser(proxied.database.db);
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password: "wrong-password" },
        // The client invents the left part; the proxy (the connection's address) appends the address it saw.
        headers: { origin: TEST_ORIGIN, "x-forwarded-for": `203.0.113.${i + 1}, ${client}` },
        remoteAddress: "127.0.0.1",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("refuses a state-changing request whose X-Forwarded-Host claims the attacker's origin", async () => {
    const res = await proxied.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "whoever", password: "kettle-drum-7" },
      headers: { origin: "https://evil.example", host: "prep.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("passwords and sign-in abuse", () => {
  it.each([
    ["password1", "This password is too common. Please choose another one"],
    ["QWERTY123", "This password is too common. Please choose another one"],
  ])("refuses the common password %s at sign-up", async (password, message) => {
    const res = await register({ username: uniqueName(), password, confirmPassword: password }, { remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([message]);
  });

  it("refuses a password equal to the username, whatever its case", async () => {
    const username = uniqueName("Recruit");
    const password = username.toUpperCase();
    const res = await register({ username, password, confirmPassword: password }, { remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(["Password must not be the same as your username"]);
  });

  it("limits sign-ups per address", async () => {
    const limited = await createTestApp({ SIGNUP_MAX_PER_HOUR: "2" });
    try {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const payload = { username: uniqueName(), password: "kettle-drum-7", confirmPassword: "kettle-drum-7" };
        statuses.push((await request(limited.app, { method: "POST", url: "/api/register", payload, remoteAddress: ip })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const other = { username: uniqueName(), password: "kettle-drum-7", confirmPassword: "kettle-drum-7" };
      expect(
        (await request(limited.app, { method: "POST", url: "/api/register", payload: other, remoteAddress: uniqueIp() })).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("limits guesses at one account from many addresses", async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES: "5", LOGIN_ACCOUNT_MAX_FAILURES: "4" });
    try {
      const { user, password } = await createUser(limited.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const payload = { username: user.username, password: `wrong-${i}` };
        statuses.push((await request(limited.app, { method: "POST", url: "/api/login", payload, remoteAddress: uniqueIp() })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const right = await request(limited.app, {
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password },
        remoteAddress: uniqueIp(),
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    } finally {
      await limited.close();
    }
  });
});
