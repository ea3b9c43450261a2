import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECRUITER_FINDER_MESSAGES, type RecruiterEntry } from "@contracts/recruiter-finder";
import { recruitInvites, recruits } from "@server/db/schema";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser, uniqueName } from "../factories";
import { createRecruiter } from "../recruiter-finder-factories";

let ctx: TestContext;
// One branch per test run keeps these checks apart from any other file's recruiters on a shared PostgreSQL database.
let austin: Awaited<ReturnType<typeof createRecruiter>>;
let sanAntonio: Awaited<ReturnType<typeof createRecruiter>>;
let dallas: Awaited<ReturnType<typeof createRecruiter>>;
let guard: Awaited<ReturnType<typeof createRecruiter>>;
let hidden: Awaited<ReturnType<typeof createRecruiter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const tag = uniqueName("F");
  austin = await createRecruiter(db, { zip: "78701", branch: "coast_guard", name: `${tag} Austin` });
  sanAntonio = await createRecruiter(db, { zip: "78205", branch: "coast_guard", name: `${tag} San Antonio` });
  dallas = await createRecruiter(db, { zip: "75201", branch: "coast_guard", name: `${tag} Dallas` });
  guard = await createRecruiter(db, { zip: "78664", branch: "army_national_guard", name: `${tag} Guard` });
  hidden = await createRecruiter(db, { zip: "78702", branch: "coast_guard", name: `${tag} Hidden`, publicListing: false });
});
afterAll(() => ctx.close());

// The finder screen's paged call; §7's own call (a plain list) is checked against it below.
const get = (query: string, cookie?: string) => request(ctx.app, { method: "GET", url: `/api/recruiters/search?${query}`, cookie });
const ids = (list: RecruiterEntry[]) => list.map((r) => r.id);

describe("GET /api/recruiters (public directory)", () => {
  it("answers §7's call with a plain list, nearest first, and the whole count in X-Total-Count", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/recruiters?branch=coast_guard&location=78701" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as RecruiterEntry[];
    expect(Array.isArray(list)).toBe(true);
    const screen = (await get("branch=coast_guard&location=78701")).json();
    expect(ids(list.slice(0, screen.recruiters.length))).toEqual(ids(screen.recruiters));
    expect(Number(res.headers["x-total-count"])).toBe(screen.total);
    expect((await request(ctx.app, { method: "GET", url: "/api/recruiters?location=Atlantis%2C%20ZZ" })).statusCode).toBe(400);
  });

  it("by ZIP: nearest first with great-circle distances in miles, signed out", async () => {
    const res = await get("branch=coast_guard&location=78701");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.recruiters.filter((r: RecruiterEntry) => [austin, sanAntonio, dallas].some((x) => x.user.id === r.id));
    expect(ids(mine)).toEqual([austin.user.id, sanAntonio.user.id, dallas.user.id]);
    expect(mine[0].distance).toBe(0);
    // Austin → San Antonio about 74 miles, Austin → Dallas about 182 miles (ZIP centroids).
    expect(mine[1].distance).toBeGreaterThan(65);
    expect(mine[1].distance).toBeLessThan(85);
    expect(mine[2].distance).toBeGreaterThan(170);
    expect(mine[2].distance).toBeLessThan(195);
    expect(body.origin).toMatchObject({ kind: "place", label: "Austin, TX 78701" });
    expect(body.pageSize).toBe(20);
    expect(body.total).toBeGreaterThanOrEqual(3);
    // Every §3 field of the entry, and no rating yet (none invented).
    expect(mine[0]).toMatchObject({
      name: austin.name,
      rank: "SFC",
      branch: "coast_guard",
      rating: null,
      reviewCount: 0,
      station: `${austin.name} station`,
      address: "1 Test Plaza",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      hours: "Mon–Fri 9–5",
      specialties: ["Testing"],
      phone: "(512) 555-0100",
    });
    expect(mine[0].sample).toBeUndefined();
  });

  it("by 'City, State' and by lat/lng give the same order", async () => {
    const byCity = (await get("branch=coast_guard&location=Dallas%2C%20Texas")).json();
    const mineByCity = byCity.recruiters.filter((r: RecruiterEntry) => [austin, sanAntonio, dallas].some((x) => x.user.id === r.id));
    expect(ids(mineByCity)).toEqual([dallas.user.id, austin.user.id, sanAntonio.user.id]);

    // Downtown San Antonio's coordinates, as the browser's geolocation would send them.
    const byCoords = await get("branch=coast_guard&lat=29.4246&lng=-98.4951");
    expect(byCoords.statusCode).toBe(200);
    const mine = byCoords.json().recruiters.filter((r: RecruiterEntry) => [austin, sanAntonio, dallas].some((x) => x.user.id === r.id));
    expect(ids(mine)).toEqual([sanAntonio.user.id, austin.user.id, dallas.user.id]);
    expect(mine[0].distance).toBeLessThan(3);
    expect(byCoords.json().origin.kind).toBe("coordinates");
  });

  it("filters by branch, including a National Guard; 'all' and no branch list every branch", async () => {
    const guardOnly = (await get("branch=army_national_guard&location=78701")).json();
    expect(guardOnly.recruiters.every((r: RecruiterEntry) => r.branch === "army_national_guard")).toBe(true);
    expect(ids(guardOnly.recruiters)).toContain(guard.user.id);
    expect(ids(guardOnly.recruiters)).not.toContain(austin.user.id);

    for (const query of ["branch=all&location=78701", "location=78701"]) {
      const all = (await get(query)).json();
      expect(ids(all.recruiters)).toEqual(expect.arrayContaining([austin.user.id, guard.user.id]));
    }
  });

  it("without a place: no distances, ordered by name", async () => {
    const body = (await get("branch=coast_guard")).json();
    expect(body.origin).toBeNull();
    expect(body.recruiters.every((r: RecruiterEntry) => r.distance === undefined)).toBe(true);
    const names = body.recruiters.map((r: RecruiterEntry) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("hides a recruiter whose public listing is off", async () => {
    const body = (await get("branch=coast_guard&location=78702")).json();
    expect(ids(body.recruiters)).not.toContain(hidden.user.id);
  });

  it("answers 400 with a clear message for an unknown place or bad input", async () => {
    for (const location of ["Atlantis%2C%20ZZ", "99999", "nowhere%20at%20all"]) {
      const res = await get(`location=${location}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RECRUITER_FINDER_MESSAGES.locationUnknown);
    }
    expect((await get("lat=95&lng=0")).json().errors.lat).toEqual([RECRUITER_FINDER_MESSAGES.coordinatesInvalid]);
    expect((await get("lat=30")).json().errors.lng).toEqual([RECRUITER_FINDER_MESSAGES.coordinatesPair]);
    expect((await get("branch=army_reserve")).json().errors.branch).toEqual([RECRUITER_FINDER_MESSAGES.finderBranchInvalid]);
    expect((await get("page=0")).statusCode).toBe(400);
  });

  it("pages 20 at a time", async () => {
    const tag = uniqueName("P");
    for (let i = 0; i < 21; i++)
      await createRecruiter(ctx.database.db, { zip: "96813", branch: "space_force", name: `${tag} ${String(i).padStart(2, "0")}` });
    const first = (await get("branch=space_force&location=96813")).json();
    expect(first.recruiters).toHaveLength(20);
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    const second = (await get("branch=space_force&location=96813&page=2")).json();
    expect(second.page).toBe(2);
    const seen = new Set([...ids(first.recruiters), ...ids(second.recruiters)]);
    expect(seen.size).toBe(first.recruiters.length + second.recruiters.length);
  });
});

describe("POST /api/recruiters/:id/rating", () => {
  const rate = (cookie: string | undefined, id: number, payload: Record<string, unknown>) =>
    request(ctx.app, { method: "POST", url: `/api/recruiters/${id}/rating`, cookie, payload });

  it("only a learner who is or was on the roster may rate: 401 signed out, 403 otherwise, 404 for no recruiter", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await rate(undefined, austin.user.id, { stars: 5 })).statusCode).toBe(401);
    const refused = await rate(cookie, austin.user.id, { stars: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RECRUITER_FINDER_MESSAGES.ratingNotAllowed);
    expect((await rate(cookie, 2_000_000_000, { stars: 5 })).statusCode).toBe(404);
  });

  it("one rating per learner (a second replaces the first); the directory shows the mean and the count", async () => {
    const db = ctx.database.db;
    const a = await signedInUser(ctx.app, db);
    const b = await signedInUser(ctx.app, db);
    // a is linked to the roster now; b accepted an invite and later revoked it (the link is gone, the acceptance kept).
    await db.insert(recruits).values({
      recruiterUserId: sanAntonio.user.id,
      recruitName: a.user.username,
      targetBranch: "coast_guard",
      asvabGoalScore: 50,
      learnerUserId: a.user.id,
    });
    const [former] = await db
      .insert(recruits)
      .values({ recruiterUserId: sanAntonio.user.id, recruitName: b.user.username, targetBranch: "coast_guard", asvabGoalScore: 50 })
      .returning();
    const now = new Date();
    await db.insert(recruitInvites).values({
      recruitId: former!.id,
      code: uniqueName("INV"),
      acceptedByUserId: b.user.id,
      acceptedAt: now,
      revokedAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    expect((await rate(a.cookie, sanAntonio.user.id, { stars: 0 })).json().errors.stars).toEqual([RECRUITER_FINDER_MESSAGES.starsRange]);
    expect((await rate(a.cookie, sanAntonio.user.id, { stars: 2 })).statusCode).toBe(200);
    const replaced = await rate(a.cookie, sanAntonio.user.id, { stars: 4, comment: "  Very helpful  " });
    expect(replaced.json()).toMatchObject({ stars: 4, comment: "Very helpful", rating: 4, reviewCount: 1 });
    const second = await rate(b.cookie, sanAntonio.user.id, { stars: 5 });
    expect(second.json()).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const listed = (await get("branch=coast_guard&location=78205"))
      .json()
      .recruiters.find((r: RecruiterEntry) => r.id === sanAntonio.user.id);
    expect(listed).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });
});
