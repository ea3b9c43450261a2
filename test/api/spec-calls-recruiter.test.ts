import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { uniqueIp } from "../factories";
import { createRecruiter } from "../recruiter-finder-factories";

/**
 * The recruiter and careers calls of the recruiter/content spec (§7), made exactly as its screens make them — the
 * payloads its forms send, blank optional fields included, nothing of ours — in the order a session makes them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT";
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) });

async function signIn(username: string, password: string) {
  const res = await request(ctx.app, { method: "POST", url: "/api/login", payload: { username, password }, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

describe("recruiter dashboard calls (§2.3, §7)", () => {
  it("account, recruits and metrics; the add form's payload with blanks; the edit form's payload; refetches show the change", async () => {
    const { user, password } = await createRecruiter(ctx.database.db, { zip: "78701", branch: "army", tier: "recruiter_starter" });
    const cookie = await signIn(user.username, password);

    const account = await call(cookie, "GET", "/api/recruiter/account");
    expect(account.statusCode).toBe(200);
    const before = account.json().currentRecruitCount;
    expect((await call(cookie, "GET", "/api/recruiter/recruits")).json()).toEqual([]);
    expect((await call(cookie, "GET", "/api/recruiter/metrics")).json()).toMatchObject({ activeRecruits: 0 });

    // The add dialog as the spec lists it: optional fields left blank are sent as empty strings.
    const added = await call(cookie, "POST", "/api/recruiter/recruits", {
      recruitName: "Jordan Reyes",
      recruitEmail: "",
      targetBranch: "army",
      targetMOS: "",
      asvabGoalScore: 65,
      enlistmentDate: "",
      notes: "",
    });
    expect(added.statusCode).toBe(201);
    const recruit = added.json();
    expect(recruit).toMatchObject({
      recruitName: "Jordan Reyes",
      targetBranch: "army",
      asvabGoalScore: 65,
      currentScore: 0,
      status: "active",
    });
    // "On success refetches recruits and account."
    expect((await call(cookie, "GET", "/api/recruiter/recruits")).json()).toHaveLength(1);
    expect((await call(cookie, "GET", "/api/recruiter/account")).json().currentRecruitCount).toBe(before + 1);

    // The edit dialog: every field of the recruit, the id among them, a blank current score meaning 0.
    const edited = await call(cookie, "PUT", `/api/recruiter/recruits/${recruit.id}`, {
      id: recruit.id,
      recruitName: "Jordan Reyes",
      recruitEmail: "jordan@example.com",
      targetBranch: "army",
      targetMOS: "11B",
      asvabGoalScore: 70,
      currentScore: "",
      enlistmentDate: "2027-03-01",
      status: "enlisted",
      notes: "Ship date set",
    });
    expect(edited.statusCode).toBe(200);
    const [listed] = (await call(cookie, "GET", "/api/recruiter/recruits")).json();
    expect(listed).toMatchObject({
      id: recruit.id,
      targetMOS: "11B",
      asvabGoalScore: 70,
      currentScore: 0,
      status: "enlisted",
      enlistmentDate: "2027-03-01",
    });
    expect((await call(cookie, "GET", "/api/recruiter/metrics")).json()).toMatchObject({ activeRecruits: 0, recruitsEnlisted: 1 });
  });
});

describe("careers and finder calls (§2.2, §2.5, §7)", () => {
  it("browse positions with and without filters, then a score search with an optional branch", async () => {
    const { user, password } = await createRecruiter(ctx.database.db, { zip: "78701", branch: "navy" });
    const cookie = await signIn(user.username, password);
    const all = await call(cookie, "GET", "/api/mos-positions");
    expect(all.statusCode).toBe(200);
    const positions = all.json();
    expect(positions.length).toBeGreaterThan(100);
    const armyOnly = (await call(cookie, "GET", "/api/mos-positions?branch=army")).json();
    expect(armyOnly.length).toBeGreaterThan(0);
    expect(armyOnly.every((p: { branch: string }) => p.branch === "army")).toBe(true);
    const category = positions.find((p: { category: string | null }) => p.category)!.category as string;
    const byCategory = (await call(cookie, "GET", `/api/mos-positions?category=${category}`)).json();
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p: { category: string }) => p.category === category)).toBe(true);

    const found = await call(cookie, "POST", "/api/mos-pathfinder", { afqtScore: 60, lineScores: { GT: 110, CL: 105, ST: 100 } });
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body).toMatchObject({ totalPositions: expect.any(Number), searchCriteria: { afqtScore: 60 } });
    // totalPositions is how many were searched (every position, or the branch's); qualifyingPositions the matches.
    expect(body.totalPositions).toBe(positions.length);
    expect(body.qualifyingPositions.length).toBeGreaterThan(0);
    expect(body.qualifyingPositions.length).toBeLessThan(body.totalPositions);
    const narrowed = (await call(cookie, "POST", "/api/mos-pathfinder", { afqtScore: 60, lineScores: { GT: 110 }, branch: "army" })).json();
    expect(narrowed.qualifyingPositions.every((p: { branch: string }) => p.branch === "army")).toBe(true);
  });

  it("the finder: branch omitted for 'all', coordinates when obtained, the typed text as location", async () => {
    await createRecruiter(ctx.database.db, { zip: "78701", branch: "marines", name: "Spec Finder Marine" });
    // Coordinates (downtown Austin) with the 'Current Location' marker not sent as a location.
    const near = await call(undefined, "GET", "/api/recruiters?lat=30.2711&lng=-97.7437");
    expect(near.statusCode).toBe(200);
    expect(near.json().some((r: { name: string }) => r.name === "Spec Finder Marine")).toBe(true);
    const typed = await call(undefined, "GET", `/api/recruiters?branch=marines&location=${encodeURIComponent("Austin, TX")}`);
    expect(typed.statusCode).toBe(200);
    const list = typed.json();
    expect(list.every((r: { branch: string }) => r.branch === "marines")).toBe(true);
    expect(list[0]).toMatchObject({ name: expect.any(String), distance: expect.any(Number), zipCode: expect.any(String) });
  });
});
