import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { asc, eq, isNull } from "drizzle-orm";
import { billingCustomers, billingEvents, planChanges, sandboxOutbox, sandboxState, users } from "@server/db/schema";
import { signatureHeader } from "@server/payments/signature";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/** Issue 12: subscribing, the sandbox provider end to end, webhooks, and managing a subscription. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CARD = {
  success: "4242 4242 4242 4242",
  decline: "4000000000000002",
  funds: "4000000000009995",
  threeDs: "4000002500003155",
  threeDsFunds: "4000008260003178",
  failsLater: "4000000000000341",
};
const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: "123" });

const call = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: unknown) =>
  request(ctx.app, { method, url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });

async function priceId(plan: "monthly" | "annual"): Promise<string> {
  const plans = (await call(undefined, "GET", "/api/subscription-plans")).json<Array<{ id: string; priceId: string | null }>>();
  return plans.find((p) => p.id === plan)!.priceId!;
}

async function subscribe(cookie: string, plan: "monthly" | "annual", number = CARD.success) {
  const created = await call(cookie, "POST", "/api/create-subscription", { priceId: await priceId(plan) });
  expect(created.statusCode, created.body).toBe(200);
  const { clientSecret } = created.json<{ clientSecret: string }>();
  const confirmed = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret, card: card(number) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { clientSecret, result: confirmed.json<{ status: string; error?: { message: string; code: string } }>() };
}

const me = async (cookie: string) =>
  (await call(cookie, "GET", "/api/user")).json<{ subscriptionTier: string; hasBridgeAccess: boolean }>();
const view = async (cookie: string) =>
  (await call(cookie, "GET", "/api/subscription")).json<{
    tier: string;
    subscription: {
      status: string;
      planId: string;
      cancelAtPeriodEnd: boolean;
      scheduledPlanId: string | null;
      currentPeriodEnd: string;
      lastFailure: string | null;
    } | null;
    refund: { eligible: boolean; reason: string | null };
    payments: Array<{ status: string; amountCents: number; kind: string; description: string; receiptNumber: string | null }>;
  }>();

async function admin() {
  return signedInUser(ctx.app, ctx.database.db, { role: "admin" });
}
async function advance(days: number, extra: { userId?: number; card?: ReturnType<typeof card> } = {}) {
  const { cookie } = await admin();
  const res = await call(cookie, "POST", "/api/sandbox/test-clock", { advanceDays: days, ...extra });
  expect(res.statusCode, res.body).toBe(200);
}

describe("subscribing with the sandbox provider", () => {
  it("lists each paid plan with the provider's priceId, the annual one marked popular", async () => {
    const plans = (await call(undefined, "GET", "/api/subscription-plans")).json<
      Array<{ id: string; priceId: string | null; popular: boolean }>
    >();
    expect(plans.map((p) => [p.id, p.priceId, p.popular])).toEqual([
      ["free", null, false],
      ["monthly", "price_sandbox_monthly", false],
      ["annual", "price_sandbox_annual", true],
    ]);
  });

  it("pays with the success card: the provider's events make the learner premium, with a payment and a plan-change record", async () => {
    const { cookie, user } = await signedInUser(ctx.app, ctx.database.db);
    const { result } = await subscribe(cookie, "monthly");
    expect(result.status).toBe("succeeded");
    expect((await me(cookie)).subscriptionTier).toBe("premium");
    const v = await view(cookie);
    expect(v.subscription).toMatchObject({ status: "active", planId: "monthly", cancelAtPeriodEnd: false });
    expect(v.payments).toEqual([expect.objectContaining({ status: "paid", amountCents: 999, kind: "subscription" })]);
    expect(v.payments[0]!.receiptNumber).toMatch(/^SBX-/);
    expect(v.refund.eligible).toBe(true);
    const changes = await ctx.database.db.select().from(planChanges).where(eq(planChanges.userId, user.id));
    expect(changes.map((c) => [c.fromTier, c.toTier, c.reason])).toEqual([["free", "premium", "invoice.paid"]]);
    // Unlimited practice now: the daily allowance reads the rule book for the new tier.
    const sectionId = (await call(cookie, "GET", "/api/sections")).json<Array<{ id: number }>>()[0]!.id;
    const limit = (await call(cookie, "GET", `/api/sections/${sectionId}/daily-limit`)).json<{ limit: number | null }>();
    expect(limit.limit).toBeNull();
  });

  it("a declined card gives the provider's message and changes nothing; another card then pays the same subscription", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const declined = await subscribe(cookie, "annual", CARD.decline);
    expect(declined.result).toMatchObject({
      status: "requires_payment_method",
      error: { message: "Your card was declined.", code: "card_declined" },
    });
    expect((await me(cookie)).subscriptionTier).toBe("free");
    const funds = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: declined.clientSecret, card: card(CARD.funds) });
    expect(funds.json()).toMatchObject({ error: { message: "Your card has insufficient funds." } });
    // Choosing the plan again picks up the same unpaid subscription (a reload or a second click creates no other).
    const again = await call(cookie, "POST", "/api/create-subscription", { priceId: "price_sandbox_annual" });
    expect(again.json<{ clientSecret: string }>().clientSecret).toBe(declined.clientSecret);
    const paid = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: declined.clientSecret, card: card(CARD.success) });
    expect(paid.json()).toEqual({ status: "succeeded" });
    expect((await me(cookie)).subscriptionTier).toBe("annual");
    expect((await view(cookie)).payments.map((p) => p.status)).toEqual(["paid"]);
  });

  it("a card that asks for authentication waits for it: completing pays, failing or a later decline does not", async () => {
    const a = await signedInUser(ctx.app, ctx.database.db);
    const first = await subscribe(a.cookie, "monthly", CARD.threeDs);
    expect(first.result.status).toBe("requires_action");
    expect((await me(a.cookie)).subscriptionTier).toBe("free");
    const done = await call(undefined, "POST", "/api/sandbox/authenticate", { clientSecret: first.clientSecret, complete: true });
    expect(done.json()).toEqual({ status: "succeeded" });
    expect((await me(a.cookie)).subscriptionTier).toBe("premium");

    const b = await signedInUser(ctx.app, ctx.database.db);
    const second = await subscribe(b.cookie, "monthly", CARD.threeDsFunds);
    const failed = await call(undefined, "POST", "/api/sandbox/authenticate", { clientSecret: second.clientSecret, complete: true });
    expect(failed.json()).toMatchObject({ status: "requires_payment_method", error: { message: "Your card has insufficient funds." } });
    const third = await subscribe((await signedInUser(ctx.app, ctx.database.db)).cookie, "monthly", CARD.threeDs);
    const refused = await call(undefined, "POST", "/api/sandbox/authenticate", { clientSecret: third.clientSecret, complete: false });
    expect(refused.json<{ error: { code: string } }>().error.code).toBe("payment_intent_authentication_failure");
    expect((await me(b.cookie)).subscriptionTier).toBe("free");
  });

  it("refuses an unknown price (400), a second subscription (409 pointing to /subscription), bad cards (400 fields) and strangers (401)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const bad = await call(cookie, "POST", "/api/create-subscription", { priceId: "price_nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { priceId: ["Choose a valid plan"] } });
    expect((await call(cookie, "POST", "/api/create-subscription", {})).statusCode).toBe(400);
    await subscribe(cookie, "monthly");
    const twice = await call(cookie, "POST", "/api/create-subscription", { priceId: "annual" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ALREADY_SUBSCRIBED", hint: "/subscription" });
    const short = await call(undefined, "POST", "/api/sandbox/confirm", {
      clientSecret: "pi_x_secret_y",
      card: { ...card("4242"), cvc: "1" },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json<{ errors: object }>().errors)).toEqual(expect.arrayContaining(["card.number", "card.cvc"]));
    expect(
      (await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: "pi_x_secret_y", card: card(CARD.success) })).statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ["POST", "/api/create-subscription"],
      ["GET", "/api/subscription"],
      ["POST", "/api/subscription/cancel"],
      ["POST", "/api/purchase-bridge-access"],
    ] as const) {
      expect((await call(undefined, method, url, method === "POST" ? { priceId: "monthly" } : undefined)).statusCode).toBe(401);
    }
    expect((await call(cookie, "POST", "/api/sandbox/test-clock", { advanceDays: 1 })).statusCode).toBe(403);
  });
});

describe("checkout races and late events (no double charge, no lost payment)", () => {
  it("a payment whose event is late still counts: choosing a plan again gets 409 and cancels nothing", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const sandbox = ctx.app.payments.sandbox!;
    await sandbox.pauseDelivery(true);
    onTestFinished(() => sandbox.pauseDelivery(false));
    await subscribe(cookie, "monthly");
    expect((await me(cookie)).subscriptionTier).toBe("free");
    const again = await call(cookie, "POST", "/api/create-subscription", { priceId: "price_sandbox_annual" });
    expect(again.statusCode).toBe(409);
    await sandbox.pauseDelivery(false);
    const v = await view(cookie);
    expect(v).toMatchObject({ tier: "premium", subscription: { status: "active", planId: "monthly" } });
  });

  it("a second tab's plan ends the first tab's unpaid one, whose form can then no longer take money", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const first = (await call(cookie, "POST", "/api/create-subscription", { priceId: "monthly" })).json<{ clientSecret: string }>();
    const second = (await call(cookie, "POST", "/api/create-subscription", { priceId: "annual" })).json<{ clientSecret: string }>();
    const late = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: first.clientSecret, card: card(CARD.success) });
    expect(late.statusCode).toBe(404);
    await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: second.clientSecret, card: card(CARD.success) });
    const v = await view(cookie);
    expect(v).toMatchObject({ tier: "annual", subscription: { planId: "annual", status: "active" } });
    expect(v.payments.map((p) => [p.status, p.amountCents])).toEqual([["paid", 7999]]);
  });

  it("two plans chosen at once give one payable subscription", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const [a, b] = await Promise.all(["monthly", "annual"].map((priceId) => call(cookie, "POST", "/api/create-subscription", { priceId })));
    const secrets = [a!, b!].map((r) => r.json<{ clientSecret: string }>().clientSecret);
    const results = await Promise.all(
      secrets.map((clientSecret) => call(undefined, "POST", "/api/sandbox/confirm", { clientSecret, card: card(CARD.success) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const v = await view(cookie);
    expect(v.payments.filter((p) => p.status === "paid")).toHaveLength(1);
  });

  it("money taken for a second live subscription (made past the checkout) is given back and that subscription ends", async () => {
    const { cookie, user } = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(cookie, "monthly");
    const provider = ctx.app.payments.provider;
    const [customer] = await ctx.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    const extra = await provider.createSubscription({
      customerId: customer!.customerId,
      priceId: "price_sandbox_annual",
      idempotencyKey: `extra-${user.id}`,
      metadata: {},
    });
    await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: extra.clientSecret, card: card(CARD.success) });
    const v = await view(cookie);
    expect(v).toMatchObject({ tier: "premium", subscription: { planId: "monthly", status: "active" } });
    expect((await provider.retrieveSubscription(extra.subscription.id))?.status).toBe("canceled");
    const given = v.payments.find((p) => p.amountCents === 7999);
    expect(given?.status).toBe("refunded");
    // Giving back a double payment is not the learner's money-back guarantee.
    expect(v.refund.eligible).toBe(true);
  });

  it("a plan granted without a subscription is neither bought again nor taken away by a bridge purchase", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    expect((await call(cookie, "POST", "/api/create-subscription", { priceId: "annual" })).statusCode).toBe(409);
    const bridge = (await call(cookie, "POST", "/api/purchase-bridge-access")).json<{ clientSecret: string }>();
    await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: bridge.clientSecret, card: card(CARD.success) });
    expect(await me(cookie)).toMatchObject({ subscriptionTier: "premium", hasBridgeAccess: true });
  });
});

describe("the webhook", () => {
  async function secret(): Promise<string> {
    const [row] = await ctx.database.db.select().from(sandboxState);
    return row!.webhookSecret;
  }
  const post = (payload: string, signature: string | undefined) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      payload,
    });

  it("refuses a missing, tampered, stale or wrongly keyed signature with 400 and changes nothing", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    await ctx.app.payments.sandbox!.pauseDelivery(true);
    onTestFinished(() => ctx.app.payments.sandbox!.pauseDelivery(false));
    await subscribe(cookie, "monthly");
    const queued = await ctx.database.db.select().from(sandboxOutbox).where(isNull(sandboxOutbox.deliveredAt));
    const paid = queued.find((r) => JSON.parse(r.payload).type === "invoice.paid")!;
    const key = await secret();
    const now = Math.floor(Date.now() / 1000);
    const tamperedBody = paid.payload.replace('"amount_paid":999', '"amount_paid":1');
    expect(tamperedBody).not.toBe(paid.payload);
    const refused = [
      await post(paid.payload, undefined),
      await post(tamperedBody, signatureHeader(key, paid.payload)),
      await post(paid.payload, signatureHeader(key, paid.payload, now - 301)),
      await post(paid.payload, signatureHeader("whsec_wrong", paid.payload)),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused[0]!.json()).toEqual({ message: "Invalid webhook signature" });
    expect((await me(cookie)).subscriptionTier).toBe("free");
    const [event] = await ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, JSON.parse(paid.payload).id));
    expect(event).toBeUndefined();
    await ctx.app.payments.sandbox!.pauseDelivery(false);
    // Delivered as signed, the same event is applied.
    expect((await me(cookie)).subscriptionTier).toBe("premium");
  });

  it("applies each event once however often it comes, and in any order ends in the provider's state", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const sandbox = ctx.app.payments.sandbox!;
    await sandbox.pauseDelivery(true);
    onTestFinished(() => sandbox.pauseDelivery(false));
    await subscribe(cookie, "monthly");
    const queued = await ctx.database.db
      .select()
      .from(sandboxOutbox)
      .where(isNull(sandboxOutbox.deliveredAt))
      .orderBy(asc(sandboxOutbox.seq));
    expect(queued.map((r) => JSON.parse(r.payload).type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "invoice.paid", "customer.subscription.updated"]),
    );
    const key = await secret();
    // Newest first, each twice.
    const outcomes: string[] = [];
    for (const row of [...queued].reverse()) {
      for (let i = 0; i < 2; i++)
        outcomes.push((await post(row.payload, signatureHeader(key, row.payload))).json<{ outcome: string }>().outcome);
    }
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(queued.length);
    expect((await me(cookie)).subscriptionTier).toBe("premium");
    const v = await view(cookie);
    expect(v.subscription?.status).toBe("active");
    expect(v.payments).toHaveLength(1);
    await sandbox.pauseDelivery(false);
    expect((await view(cookie)).payments).toHaveLength(1);
  });

  it("records and ignores an event for a customer it does not know (200, never a 500)", async () => {
    const payload = JSON.stringify({
      id: "evt_unknown_1",
      object: "event",
      type: "invoice.paid",
      created: 1_790_000_000,
      data: { object: { id: "in_x", object: "invoice", customer: "cus_nobody", amount_paid: 999, currency: "usd" } },
    });
    const res = await post(payload, signatureHeader(await secret(), payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: "unknown_customer" });
    const [event] = await ctx.database.db.select().from(billingEvents).where(eq(billingEvents.id, "evt_unknown_1"));
    expect(event?.outcome).toBe("unknown_customer");
  });
});

describe("managing a subscription", () => {
  it("renews each period with the test clock, and a failed renewal keeps the plan through the retries, then ends it", async () => {
    const { cookie, user } = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(cookie, "monthly");
    const firstEnd = (await view(cookie)).subscription!.currentPeriodEnd;
    await advance(32);
    let v = await view(cookie);
    expect(v.subscription!.currentPeriodEnd > firstEnd).toBe(true);
    expect(v.payments.filter((p) => p.status === "paid")).toHaveLength(2);
    expect(v.tier).toBe("premium");

    await advance(31, { userId: user.id, card: card(CARD.failsLater) });
    v = await view(cookie);
    expect(v.subscription).toMatchObject({ status: "past_due", lastFailure: "Your card was declined." });
    expect(v.tier).toBe("premium");
    // Retries fall 3 and 5 days after the failed renewal; the last failure ends the subscription.
    await advance(2);
    expect((await view(cookie)).subscription!.status).toBe("past_due");
    await advance(2);
    v = await view(cookie);
    expect(v.subscription!.status).toBe("canceled");
    expect(v.tier).toBe("free");
  });

  it("cancels at the period's end and resumes; cancelled, it ends at the period's end", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(cookie, "monthly");
    let res = await call(cookie, "POST", "/api/subscription/cancel");
    expect(res.json()).toMatchObject({ tier: "premium", subscription: { cancelAtPeriodEnd: true, status: "active" } });
    expect((await call(cookie, "POST", "/api/subscription/cancel")).statusCode).toBe(409);
    res = await call(cookie, "POST", "/api/subscription/resume");
    expect(res.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    await call(cookie, "POST", "/api/subscription/cancel");
    await advance(32);
    const v = await view(cookie);
    expect(v.tier).toBe("free");
    expect(v.subscription?.status).toBe("canceled");
    expect(v.payments.filter((p) => p.status === "paid")).toHaveLength(1);
    expect((await call(cookie, "POST", "/api/subscription/cancel")).statusCode).toBe(409);
  });

  it("switches monthly → annual now (unused days credited) and annual → monthly at the year's end", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(cookie, "monthly");
    let res = await call(cookie, "POST", "/api/subscription/switch", { plan: "annual" });
    expect(res.statusCode, res.body).toBe(200);
    let v = res.json<Awaited<ReturnType<typeof view>>>();
    expect(v).toMatchObject({ tier: "annual", subscription: { planId: "annual" } });
    const charged = v.payments.find((p) => p.description.startsWith("Premium Annual"))!;
    // The annual price less what was left of the month (all of it, switched on its first day).
    expect(charged.amountCents).toBeGreaterThanOrEqual(7999 - 999);
    expect(charged.amountCents).toBeLessThan(7999);
    expect((await call(cookie, "POST", "/api/subscription/switch", { plan: "annual" })).statusCode).toBe(409);
    res = await call(cookie, "POST", "/api/subscription/switch", { plan: "monthly" });
    v = res.json();
    expect(v).toMatchObject({ tier: "annual", subscription: { planId: "annual", scheduledPlanId: "monthly" } });
    await advance(367);
    v = await view(cookie);
    expect(v).toMatchObject({ tier: "premium", subscription: { planId: "monthly", scheduledPlanId: null } });
  });

  it("refunds within 30 days of the first payment and ends the plan; once per account; not after 30 days", async () => {
    const a = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(a.cookie, "annual");
    const res = await call(a.cookie, "POST", "/api/subscription/refund");
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json<Awaited<ReturnType<typeof view>>>();
    expect(v.tier).toBe("free");
    expect(v.payments.map((p) => p.status)).toEqual(["refunded"]);
    await subscribe(a.cookie, "monthly");
    const again = await call(a.cookie, "POST", "/api/subscription/refund");
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already been used/);

    const b = await signedInUser(ctx.app, ctx.database.db);
    await subscribe(b.cookie, "monthly");
    await advance(31);
    const late = await call(b.cookie, "POST", "/api/subscription/refund");
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/within 30 days of the first payment/);
    expect((await me(b.cookie)).subscriptionTier).toBe("premium");
  });
});

describe("bridge access", () => {
  it("is bought once for $4.99 through the provider; a second purchase is refused", async () => {
    const { cookie, user } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call(cookie, "POST", "/api/purchase-bridge-access");
    const body = res.json<{ clientSecret: string; checkoutUrl: string; hasBridgeAccess: boolean }>();
    expect(body).toMatchObject({ checkoutUrl: "/subscribe?bridge=1", hasBridgeAccess: false });
    expect((await call(cookie, "POST", "/api/user/test-mode", { testMode: "sat" })).statusCode).toBe(403);
    const declined = await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: body.clientSecret, card: card(CARD.decline) });
    expect(declined.json()).toMatchObject({ status: "requires_payment_method" });
    const again = await call(cookie, "POST", "/api/purchase-bridge-access");
    expect(again.json<{ clientSecret: string }>().clientSecret).toBe(body.clientSecret);
    await call(undefined, "POST", "/api/sandbox/confirm", { clientSecret: body.clientSecret, card: card(CARD.success) });
    expect((await me(cookie)).hasBridgeAccess).toBe(true);
    expect((await call(cookie, "POST", "/api/user/test-mode", { testMode: "sat" })).statusCode).toBe(200);
    expect((await call(cookie, "POST", "/api/purchase-bridge-access")).statusCode).toBe(409);
    const v = await view(cookie);
    // The declined try and the paid one are the same purchase: one record, paid.
    expect(v.payments.map((p) => [p.kind, p.status, p.amountCents])).toEqual([["bridge", "paid", 499]]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.subscriptionTier).toBe("free");
  });

  it("comes with the Annual plan at no charge", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "annual" });
    const res = await call(cookie, "POST", "/api/purchase-bridge-access");
    expect(res.json()).toEqual({ clientSecret: null, checkoutUrl: null, hasBridgeAccess: true });
    expect((await call(cookie, "POST", "/api/user/test-mode", { testMode: "act" })).statusCode).toBe(200);
  });
});
