import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECRUITER_FINDER_MESSAGES, type RecruiterLead } from "@contracts/recruiter-finder";
import { jobs, recruiterLeads, recruiterPackets, recruits } from "@server/db/schema";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { signedInUser, uniqueIp } from "../factories";
import { createRecruiter } from "../recruiter-finder-factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST";
const call = (cookie: string | undefined, method: Method, url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) });

async function recruiterAt(
  zip: string,
  branch: Parameters<typeof createRecruiter>[1]["branch"],
  extra: Partial<Parameters<typeof createRecruiter>[1]> = {},
) {
  const r = await createRecruiter(ctx.database.db, { zip, branch, ...extra });
  const res = await request(ctx.app, {
    method: "POST",
    url: "/api/login",
    payload: { username: r.user.username, password: r.password },
    remoteAddress: uniqueIp(),
  });
  return { ...r, cookie: sessionCookie(res) };
}

const share = (cookie: string, body: Record<string, unknown>) =>
  call(cookie, "POST", "/api/score-shares", { afqtScore: 72, userPhone: "5125550199", userEmail: "learner@example.com", ...body });

const inbox = async (cookie: string): Promise<RecruiterLead[]> => (await call(cookie, "GET", "/api/recruiter/leads")).json();

describe("score shares become leads", () => {
  it("routes to recruiters of the branch within 50 miles, not to one 300 miles away; a Guard recruiter serves its service", async () => {
    // Marines: Austin (near), Round Rock (~17 mi), Amarillo (~400 mi); a Navy office and a sample entry in Austin.
    const near = await recruiterAt("78701", "marines");
    const alsoNear = await recruiterAt("78664", "marines");
    const far = await recruiterAt("79101", "marines");
    const otherBranch = await recruiterAt("78701", "navy");
    const sample = await recruiterAt("78701", "marines", { sample: true });
    const hiddenButReal = await recruiterAt("78702", "marines", { publicListing: false });
    const learner = await signedInUser(ctx.app, ctx.database.db);

    const res = await share(learner.cookie, { branchCode: "marines", userZipCode: "78704", message: "Interested in aviation" });
    expect(res.statusCode).toBe(201);

    const leads = await inbox(near.cookie);
    const lead = leads.find((l) => l.learnerName === learner.user.username);
    expect(lead).toMatchObject({
      status: "new",
      afqtScore: 72,
      branch: "marines",
      zipCode: "78704",
      email: "learner@example.com",
      phone: "5125550199",
      message: "Interested in aviation",
      packetShared: false,
      recruitId: null,
    });
    expect(lead!.distance).toBeLessThan(10);
    expect((await inbox(alsoNear.cookie)).some((l) => l.learnerName === learner.user.username)).toBe(true);
    // Not listed publicly is about the directory only: the office still receives leads.
    expect((await inbox(hiddenButReal.cookie)).some((l) => l.learnerName === learner.user.username)).toBe(true);
    for (const other of [far, otherBranch, sample]) {
      expect((await inbox(other.cookie)).some((l) => l.learnerName === learner.user.username)).toBe(false);
    }
  });

  it("with nobody within 50 miles, the nearest three of the branch get it; an Army share reaches the Army Guard", async () => {
    // Army National Guard only, far from Wyoming: Denver (~100 mi from Cheyenne), Salt Lake City, Omaha, Chicago.
    const denver = await recruiterAt("80202", "army_national_guard");
    const saltLake = await recruiterAt("84101", "army_national_guard");
    const omaha = await recruiterAt("68102", "army_national_guard");
    const chicago = await recruiterAt("60601", "army_national_guard");
    const learner = await signedInUser(ctx.app, ctx.database.db);
    // Cheyenne, WY: no Army or Army Guard office within 50 miles in this test database.
    expect((await share(learner.cookie, { branchCode: "army", userZipCode: "82001" })).statusCode).toBe(201);
    const got = async (r: { cookie: string }) => (await inbox(r.cookie)).some((l) => l.learnerName === learner.user.username);
    expect(await got(denver)).toBe(true);
    expect(await got(saltLake)).toBe(true);
    expect(await got(omaha)).toBe(true);
    expect(await got(chicago)).toBe(false);
  });

  it("a share with a ZIP the directory does not know is stored and routed nowhere", async () => {
    const learner = await signedInUser(ctx.app, ctx.database.db);
    const res = await share(learner.cookie, { branchCode: "navy", userZipCode: "00000" });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(recruiterLeads).where(eq(recruiterLeads.scoreShareId, res.json().id));
    expect(rows).toHaveLength(0);
  });
});

describe("leads inbox: roles, own only, accept within the cap, dismiss", () => {
  it("401 signed out, 403 for learners; another recruiter's lead is 404", async () => {
    const owner = await recruiterAt("32202", "coast_guard");
    const stranger = await recruiterAt("32202", "navy");
    const learner = await signedInUser(ctx.app, ctx.database.db);
    await share(learner.cookie, { branchCode: "coast_guard", userZipCode: "32202" });
    const [lead] = (await inbox(owner.cookie)).filter((l) => l.learnerName === learner.user.username);

    expect((await call(undefined, "GET", "/api/recruiter/leads")).statusCode).toBe(401);
    const refused = await call(learner.cookie, "GET", "/api/recruiter/leads");
    expect(refused.statusCode).toBe(403);
    expect((await call(learner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/accept`)).statusCode).toBe(403);
    expect((await call(stranger.cookie, "POST", `/api/recruiter/leads/${lead!.id}/accept`)).statusCode).toBe(404);
    expect((await call(stranger.cookie, "POST", `/api/recruiter/leads/${lead!.id}/dismiss`)).json().message).toBe(
      RECRUITER_FINDER_MESSAGES.leadNotFound,
    );
    const admin = await signedInUser(ctx.app, ctx.database.db, { role: "admin" });
    expect((await call(admin.cookie, "GET", "/api/recruiter/leads")).statusCode).toBe(200);
  });

  it("accept puts the learner on the roster, linked; twice is 409; a shared packet shows on the lead", async () => {
    const owner = await recruiterAt("98101", "navy");
    const learner = await signedInUser(ctx.app, ctx.database.db);
    // The learner marked a packet 'shared with my recruiter' (a ready packet needs its job row).
    const jobId = crypto.randomUUID();
    await ctx.database.db
      .insert(jobs)
      .values({ id: jobId, kind: "recruiter-packet", userId: learner.user.id, payload: {}, status: "done" });
    await ctx.database.db.insert(recruiterPackets).values({ userId: learner.user.id, jobId, status: "ready", sharedWithRecruiter: true });
    await share(learner.cookie, { branchCode: "navy", userZipCode: "98109", afqtScore: 64.6 });
    const [lead] = (await inbox(owner.cookie)).filter((l) => l.learnerName === learner.user.username);
    expect(lead!.packetShared).toBe(true);

    const accepted = await call(owner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted" });
    const [recruit] = await ctx.database.db.select().from(recruits).where(eq(recruits.id, accepted.json().recruitId));
    expect(recruit).toMatchObject({
      recruiterUserId: owner.user.id,
      learnerUserId: learner.user.id,
      targetBranch: "navy",
      currentScore: 65,
    });
    expect(recruit!.asvabGoalScore).toBeGreaterThanOrEqual(31);

    const again = await call(owner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RECRUITER_FINDER_MESSAGES.leadAlreadyAccepted);
    expect((await call(owner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/dismiss`)).statusCode).toBe(409);
  });

  it("accept respects the plan's recruit cap (409 'recruit limit reached') and leaves the lead new; dismiss works", async () => {
    const owner = await recruiterAt("85004", "air_force", { tier: "recruiter_basic" });
    // Fill the Basic roster (5).
    for (let i = 0; i < 5; i++) {
      await ctx.database.db
        .insert(recruits)
        .values({ recruiterUserId: owner.user.id, recruitName: `R${i}`, targetBranch: "air_force", asvabGoalScore: 50 });
    }
    const learner = await signedInUser(ctx.app, ctx.database.db);
    await share(learner.cookie, { branchCode: "air_force", userZipCode: "85004" });
    const [lead] = (await inbox(owner.cookie)).filter((l) => l.learnerName === learner.user.username);
    const full = await call(owner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/accept`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: "RECRUIT_LIMIT", plan: "recruiter_basic", cap: 5 });
    expect(full.json().message).toMatch(/Recruit limit reached/);
    const after = (await inbox(owner.cookie)).find((l) => l.id === lead!.id);
    expect(after).toMatchObject({ status: "new", recruitId: null });

    const dismissed = await call(owner.cookie, "POST", `/api/recruiter/leads/${lead!.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().status).toBe("dismissed");
  });
});
