import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recruiterEntitlementsOf } from "@domain/entitlements";
import { recruiterAccounts, recruiterPlanChanges } from "@server/db/schema";
import type { Role } from "@domain/constants";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser, uniqueName } from "../factories";

/** Issue 15: recruiter plans (§9) billed through the payment provider, with the 14-day trial and next-cycle changes. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: "123" });
const call = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: unknown) =>
  request(ctx.app, { method, url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });

interface View {
  tier: string;
  recruitCap: number;
  trialAvailable: boolean;
  subscription: {
    plan: string;
    interval: string;
    status: string;
    trialEnd: string | null;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    scheduled: { plan: string; interval: string } | null;
    awaitingCard: boolean;
  } | null;
  payments: Array<{ amountCents: number; status: string; description: string }>;
}
const view = async (cookie: string) => {
  const res = await call(cookie, "GET", "/api/recruiter/subscription");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<View>();
};

/** A recruiter with an account row (as the dashboard's sign-up makes one; it starts on recruiter_basic). */
async function recruiter(role: Role = "recruiter") {
  const signed = await signedInUser(ctx.app, ctx.database.db, { role });
  await ctx.database.db.insert(recruiterAccounts).values({
    userId: signed.user.id,
    displayName: "Sgt. Test",
    organization: "Army Recruiting",
    branch: "army",
    station: "Austin Central",
    recruiterCode: uniqueName("RC").replace(/_/g, "-").slice(0, 20),
    address: "1 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    latitude: 30.27,
    longitude: -97.74,
    phone: "5125550100",
    email: "office@example.com",
    hours: "Mon-Fri 9-5",
  });
  return signed;
}
const accountTier = async (userId: number) =>
  (await ctx.database.db.select().from(recruiterAccounts).where(eq(recruiterAccounts.userId, userId)))[0]!.subscriptionTier;

async function checkout(cookie: string, plan: string, interval: string) {
  const res = await call(cookie, "POST", "/api/recruiter/subscription", { plan, interval });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ clientSecret: string; intent: string; trial: boolean; trialEnd: string | null; amountCents: number }>();
}
async function confirm(clientSecret: string, number = "4242424242424242") {
  const res = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret, card: card(number) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; error?: { message: string } }>();
}
async function advance(days: number) {
  const { cookie } = await signedInUser(ctx.app, ctx.database.db, { role: "admin" });
  const res = await call(cookie, "POST", "/api/sandbox/test-clock", { advanceDays: days });
  expect(res.statusCode, res.body).toBe(200);
}

describe("recruiter plans as sold", () => {
  it("lists §9's three plans with prices, saving, monthly equivalent and caps, and the unpaid basic tier's cap", async () => {
    const res = await call(undefined, "GET", "/api/recruiter/plans");
    expect(res.statusCode).toBe(200);
    const body = res.json<{ plans: Array<Record<string, unknown>>; basic: { recruitCap: number }; trialDays: number }>();
    expect(
      body.plans.map((p) => [p.id, p.monthlyPrice, p.annualPrice, p.annualSaving, p.annualMonthlyEquivalent, p.recruitCap, p.mostPopular]),
    ).toEqual([
      ["starter", 49, 490, 98, 41, 25, false],
      ["professional", 99, 990, 198, 83, 75, true],
      ["enterprise", 199, 1990, 398, 166, 200, false],
    ]);
    expect(body.basic).toEqual({ tier: "recruiter_basic", recruitCap: 5, priceCents: 0 });
    expect(body.trialDays).toBe(14);
  });
});

describe("who may buy a recruiter plan", () => {
  it("refuses visitors (401), learners (403), an admin without a recruiter account (403) and a bad choice (400)", async () => {
    for (const [method, url] of [
      ["GET", "/api/recruiter/subscription"],
      ["POST", "/api/recruiter/subscription"],
      ["POST", "/api/recruiter/subscription/change"],
      ["POST", "/api/recruiter/subscription/cancel"],
      ["POST", "/api/recruiter/subscription/resume"],
    ] as const) {
      const body = method === "POST" ? { plan: "starter", interval: "monthly" } : undefined;
      expect((await call(undefined, method, url, body)).statusCode, url).toBe(401);
      const learner = await signedInUser(ctx.app, ctx.database.db);
      expect((await call(learner.cookie, method, url, body)).statusCode, url).toBe(403);
    }
    const admin = await signedInUser(ctx.app, ctx.database.db, { role: "admin" });
    const noAccount = await call(admin.cookie, "POST", "/api/recruiter/subscription", { plan: "starter", interval: "monthly" });
    expect(noAccount.statusCode).toBe(403);
    expect(noAccount.json()).toMatchObject({ code: "NO_RECRUITER_ACCOUNT", hint: "/recruiter-signup" });
    const { cookie } = await recruiter();
    const bad = await call(cookie, "POST", "/api/recruiter/subscription", { plan: "basic", interval: "weekly" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(expect.arrayContaining(["plan", "interval"]));
  });
});

describe("the 14-day trial", () => {
  it("starts Starter at once (the webhook sets the tier and so the cap 25), charges at the trial's end, and is offered once", async () => {
    const { cookie, user } = await recruiter();
    expect(await view(cookie)).toMatchObject({ tier: "recruiter_basic", recruitCap: 5, trialAvailable: true, subscription: null });

    const started = await checkout(cookie, "starter", "monthly");
    expect(started).toMatchObject({ intent: "setup", trial: true, amountCents: 0 });
    const trialDays = (Date.parse(started.trialEnd!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(await accountTier(user.id)).toBe("recruiter_starter");
    expect(recruiterEntitlementsOf(await accountTier(user.id)).recruitCap).toBe(25);
    // A declined card is refused with the provider's message; another card saves.
    expect((await confirm(started.clientSecret, "4000000000000002")).error?.message).toBe("Your card was declined.");
    expect((await confirm(started.clientSecret)).status).toBe("succeeded");
    let v = await view(cookie);
    expect(v).toMatchObject({ tier: "recruiter_starter", recruitCap: 25, trialAvailable: false });
    expect(v.subscription).toMatchObject({ plan: "starter", interval: "monthly", status: "trialing", awaitingCard: false });
    expect(v.payments).toEqual([]);

    await advance(15);
    v = await view(cookie);
    expect(v.subscription).toMatchObject({ status: "active", plan: "starter" });
    expect(v.payments.map((p) => [p.status, p.amountCents])).toEqual([["paid", 4900]]);
    const changes = await ctx.database.db.select().from(recruiterPlanChanges).where(eq(recruiterPlanChanges.userId, user.id));
    expect(changes.map((c) => [c.fromTier, c.toTier])).toEqual([["recruiter_basic", "recruiter_starter"]]);

    // Cancelled, it runs to the period's end and then the account is back on recruiter_basic.
    const canceled = await call(cookie, "POST", "/api/recruiter/subscription/cancel");
    expect(canceled.json<View>().subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await call(cookie, "POST", "/api/recruiter/subscription/cancel")).statusCode).toBe(409);
    expect(await accountTier(user.id)).toBe("recruiter_starter");
    await advance(32);
    expect(await accountTier(user.id)).toBe("recruiter_basic");
    expect((await view(cookie)).recruitCap).toBe(5);

    // No second trial: the next plan is paid at once.
    const again = await checkout(cookie, "professional", "annual");
    expect(again).toMatchObject({ intent: "payment", trial: false, amountCents: 99_000 });
    expect(await accountTier(user.id)).toBe("recruiter_basic");
    expect((await confirm(again.clientSecret)).status).toBe("succeeded");
    expect(await accountTier(user.id)).toBe("recruiter_professional");
    expect((await view(cookie)).recruitCap).toBe(75);
  });

  it("a trial that ends without a card ends with it; an unfinished trial checkout is picked up on the plan chosen now", async () => {
    const { cookie, user } = await recruiter();
    const first = await checkout(cookie, "starter", "monthly");
    const second = await checkout(cookie, "enterprise", "annual");
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(await accountTier(user.id)).toBe("recruiter_enterprise");
    expect((await view(cookie)).subscription).toMatchObject({ plan: "enterprise", interval: "annual", awaitingCard: true });
    await advance(15);
    expect(await accountTier(user.id)).toBe("recruiter_basic");
    expect((await view(cookie)).subscription).toMatchObject({ status: "canceled" });
    expect(
      (await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: first.clientSecret, card: card("4242424242424242") }))
        .statusCode,
    ).toBe(404);
  });

  it("a live plan is not bought twice (409)", async () => {
    const { cookie } = await recruiter();
    await confirm((await checkout(cookie, "starter", "monthly")).clientSecret);
    const twice = await call(cookie, "POST", "/api/recruiter/subscription", { plan: "professional", interval: "monthly" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ALREADY_SUBSCRIBED" });
  });
});

describe("changing plans", () => {
  it("takes effect at the next billing cycle: scheduled now, the tier and cap change at the renewal", async () => {
    const { cookie, user } = await recruiter("admin");
    await confirm((await checkout(cookie, "professional", "monthly")).clientSecret);
    await advance(15); // the trial ends: Professional is charged and active
    expect(await accountTier(user.id)).toBe("recruiter_professional");

    const changed = await call(cookie, "POST", "/api/recruiter/subscription/change", { plan: "enterprise", interval: "annual" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<View>().subscription).toMatchObject({
      plan: "professional",
      scheduled: { plan: "enterprise", interval: "annual" },
    });
    expect(await accountTier(user.id)).toBe("recruiter_professional");
    expect((await call(cookie, "POST", "/api/recruiter/subscription/change", { plan: "enterprise", interval: "annual" })).statusCode).toBe(
      409,
    );

    await advance(32);
    const v = await view(cookie);
    expect(v).toMatchObject({ tier: "recruiter_enterprise", recruitCap: 200 });
    expect(v.subscription).toMatchObject({ plan: "enterprise", interval: "annual", scheduled: null, status: "active" });
    expect(v.payments.map((p) => p.amountCents)).toEqual([199_000, 9_900]);
    // Back to the current plan: nothing is scheduled; the same plan again is refused.
    expect((await call(cookie, "POST", "/api/recruiter/subscription/change", { plan: "enterprise", interval: "annual" })).statusCode).toBe(
      409,
    );
  });
});

describe("learner billing beside recruiter billing", () => {
  it("an admin's learner plan and recruiter plan stay apart: neither's events change the other's tier or screen", async () => {
    const { cookie, user } = await recruiter("admin");
    // The recruiter trial first, left waiting for its card: the learner checkout neither refuses nor ends it.
    const trial = await checkout(cookie, "starter", "annual");
    const learner = await call(cookie, "POST", "/api/create-subscription", { priceId: "monthly" });
    expect(learner.statusCode, learner.body).toBe(200);
    await confirm(learner.json<{ clientSecret: string }>().clientSecret);
    await confirm(trial.clientSecret);
    const me = (await call(cookie, "GET", "/api/user")).json<{ subscriptionTier: string }>();
    expect(me.subscriptionTier).toBe("premium");
    expect(await accountTier(user.id)).toBe("recruiter_starter");
    const learnerView = (await call(cookie, "GET", "/api/subscription")).json<{ subscription: { planId: string }; payments: unknown[] }>();
    expect(learnerView.subscription.planId).toBe("monthly");
    expect(learnerView.payments).toHaveLength(1);
    // Cancelling the learner plan leaves the recruiter plan alone.
    await call(cookie, "POST", "/api/subscription/cancel");
    await advance(33);
    expect((await call(cookie, "GET", "/api/user")).json<{ subscriptionTier: string }>().subscriptionTier).toBe("free");
    expect(await accountTier(user.id)).toBe("recruiter_starter");
    expect((await view(cookie)).subscription).toMatchObject({ plan: "starter", interval: "annual", status: "active" });
  });
});
