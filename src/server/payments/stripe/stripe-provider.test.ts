import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { ProviderRequestError, WebhookSignatureError } from "../provider";
import { SCHEDULED_PRICE_KEY } from "../stripe-format";
import { stripeProvider } from "./stripe-provider";

/** Offline: every API call goes to this fake transport, which records it and answers with basil-shaped JSON. */

type Json = Record<string, unknown>;
interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form body, keys as Stripe encodes them (`items[0][price]`). */
  body: Record<string, string>;
  /** Lower-cased names. */
  headers: Record<string, string>;
}
type Reply = { status?: number; body: unknown };
type Routes = Record<string, (req: Recorded) => Reply>;

class FakeResponse extends Stripe.HttpClientResponse {
  constructor(
    status: number,
    private readonly body: unknown,
  ) {
    super(status, { "request-id": "req_fake" });
  }
  override getRawResponse(): unknown {
    return {};
  }
  override toStream(): never {
    throw new Error("not streamed");
  }
  override toJSON(): Promise<unknown> {
    return Promise.resolve(this.body);
  }
}

class FakeHttp extends Stripe.HttpClient {
  readonly requests: Recorded[] = [];
  constructor(private readonly routes: Routes) {
    super();
  }
  override getClientName(): string {
    return "fake";
  }
  override makeRequest(_host: string, _port: string, path: string, method: string, headers: Record<string, unknown>, requestData: string) {
    const url = new URL(path, "https://api.stripe.com");
    const req: Recorded = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(requestData ?? "")),
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
    };
    this.requests.push(req);
    const route = this.routes[`${method} ${url.pathname}`];
    // An unexpected call fails loudly (400, not retried) rather than looking like a missing object.
    const reply = route?.(req) ?? {
      status: 400,
      body: { error: { type: "invalid_request_error", message: `unexpected ${method} ${url.pathname}` } },
    };
    return Promise.resolve(new FakeResponse(reply.status ?? 200, reply.body));
  }
}

const WEBHOOK_SECRET = "whsec_test_secret";
const T0 = 1_790_000_000;
const DAY = 86_400;

function setup(routes: Routes = {}) {
  const http = new FakeHttp(routes);
  const client = new Stripe("sk_test_fake", { httpClient: http, maxNetworkRetries: 0, telemetry: false });
  const provider = stripeProvider({
    secretKey: "sk_test_fake",
    publishableKey: "pk_test_fake",
    webhookSecret: WEBHOOK_SECRET,
    priceIds: { monthly: "price_monthly", annual: "price_annual" },
    client,
  });
  return { provider, http };
}

const ok = (body: unknown): Reply => ({ body });
const stripeError = (status: number, error: Json): Reply => ({ status, body: { error } });

/** A basil subscription: the period sits on its item. */
function subscriptionJson(over: Json = {}, price = "price_monthly"): Json {
  const item = { id: "si_1", price: { id: price }, quantity: 1, current_period_start: T0, current_period_end: T0 + 30 * DAY };
  const base = { id: "sub_1", object: "subscription", customer: "cus_1", status: "active", cancel_at_period_end: false, created: T0 };
  return { ...base, canceled_at: null, ended_at: null, metadata: {}, schedule: null, items: { object: "list", data: [item] }, ...over };
}

const withSecret = (secret: string): Json => ({ id: "in_1", confirmation_secret: { client_secret: secret, type: "payment_intent" } });
const scheduleJson = (phases: Json[]): Json => ({ id: "sub_sched_1", current_phase: { start_date: T0, end_date: T0 + 30 * DAY }, phases });
const currentPhase = { start_date: T0, end_date: T0 + 30 * DAY, items: [{ price: "price_annual", quantity: 1 }], metadata: {} };

describe("parseWebhook", () => {
  const { provider } = setup();
  // Basil: no `invoice.subscription`, the line's price under `pricing.price_details`.
  const line = { id: "il_1", period: { start: T0, end: T0 + 30 * DAY }, pricing: { price_details: { price: "price_monthly" } } };
  const invoice = { id: "in_1", customer: "cus_1", amount_due: 999, amount_paid: 999, currency: "usd", number: "ABC-0001", created: T0 };
  const parent = { type: "subscription_details", subscription_details: { subscription: "sub_1" } };
  const paid = { ...invoice, billing_reason: "subscription_cycle", parent, lines: { object: "list", data: [line] } };
  const payload = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid", created: T0, data: { object: paid } });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const sign = (body: string, opts: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp ?? nowSeconds(),
    });

  it("reads a correctly signed basil invoice.paid, taking the subscription from parent.subscription_details", async () => {
    const event = await provider.parseWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({ id: "evt_1", type: "invoice.paid", createdAt: new Date(T0 * 1000) });
    const [start, end] = [new Date(T0 * 1000), new Date((T0 + 30 * DAY) * 1000)];
    const ids = { id: "in_1", customerId: "cus_1", subscriptionId: "sub_1", amountCents: 999, currency: "usd", number: "ABC-0001" };
    const rest = { billingReason: "subscription_cycle", priceId: "price_monthly", periodStart: start, periodEnd: end, createdAt: start };
    expect(event.data).toEqual({ kind: "invoice_paid", invoice: { ...ids, ...rest } });
  });

  it("accepts a signature just inside the 300 s tolerance", async () => {
    expect((await provider.parseWebhook(Buffer.from(payload), sign(payload, { timestamp: nowSeconds() - 290 }))).id).toBe("evt_1");
  });

  it.each([
    ["a tampered body", () => [Buffer.from(payload.replace('"amount_paid":999', '"amount_paid":1')), sign(payload)] as const],
    ["a stale signature (older than 300 s)", () => [Buffer.from(payload), sign(payload, { timestamp: nowSeconds() - 301 })] as const],
    ["another endpoint's secret", () => [Buffer.from(payload), sign(payload, { secret: "whsec_other" })] as const],
    ["a missing header", () => [Buffer.from(payload), undefined] as const],
    ["a garbled header", () => [Buffer.from(payload), "t=abc,v1=nothex"] as const],
    ["a signed body that is not JSON", () => [Buffer.from("not json"), sign("not json")] as const],
  ])("rejects %s with WebhookSignatureError", async (_name, make) => {
    const [body, header] = make();
    await expect(provider.parseWebhook(body, header)).rejects.toThrow(WebhookSignatureError);
  });

  it("maps customer.subscription.updated to a re-read of that subscription", async () => {
    const body = JSON.stringify({ id: "evt_2", type: "customer.subscription.updated", created: T0, data: { object: subscriptionJson() } });
    expect((await provider.parseWebhook(Buffer.from(body), sign(body))).data).toEqual({
      kind: "subscription",
      subscriptionId: "sub_1",
      customerId: "cus_1",
    });
  });

  it("maps payment_intent.succeeded with a sku to a one-time payment, and ignores an invoice's intent", async () => {
    const intent = {
      id: "pi_1",
      object: "payment_intent",
      customer: "cus_1",
      amount: 1999,
      amount_received: 1999,
      currency: "usd",
      created: T0,
    };
    const bridge = JSON.stringify({
      id: "evt_3",
      type: "payment_intent.succeeded",
      created: T0,
      data: { object: { ...intent, metadata: { userId: "7", sku: "bridge_30d" } } },
    });
    expect((await provider.parseWebhook(Buffer.from(bridge), sign(bridge))).data).toEqual({
      kind: "payment_succeeded",
      payment: {
        id: "pi_1",
        customerId: "cus_1",
        amountCents: 1999,
        currency: "usd",
        metadata: { userId: "7", sku: "bridge_30d" },
        createdAt: new Date(T0 * 1000),
      },
    });
    const forInvoice = { ...intent, metadata: {} };
    const invoiceIntent = JSON.stringify({ id: "evt_4", type: "payment_intent.succeeded", created: T0, data: { object: forInvoice } });
    expect((await provider.parseWebhook(Buffer.from(invoiceIntent), sign(invoiceIntent))).data).toEqual({ kind: "ignored" });
  });
});

describe("API calls", () => {
  it("createCustomer sends the email, name and our user id", async () => {
    const { provider, http } = setup({ "POST /v1/customers": () => ok({ id: "cus_9", object: "customer" }) });
    await expect(provider.createCustomer({ userId: 7, email: "a@example.com", name: "Ann" })).resolves.toEqual({ customerId: "cus_9" });
    expect(http.requests[0]?.body).toEqual({ email: "a@example.com", name: "Ann", "metadata[userId]": "7" });
  });

  it("createSubscription asks for a default_incomplete subscription, idempotently, and returns the invoice's secret", async () => {
    const { provider, http } = setup({
      "POST /v1/subscriptions": () => ok(subscriptionJson({ status: "incomplete", latest_invoice: withSecret("pi_1_secret_abc") })),
    });
    const created = await provider.createSubscription({
      customerId: "cus_1",
      priceId: "price_monthly",
      idempotencyKey: "sub-create:7:1",
      metadata: { userId: "7" },
    });
    expect(created.clientSecret).toBe("pi_1_secret_abc");
    expect(created.subscription).toMatchObject({
      id: "sub_1",
      status: "incomplete",
      priceId: "price_monthly",
      currentPeriodEnd: new Date((T0 + 30 * DAY) * 1000),
    });
    const req = http.requests[0];
    expect(req).toMatchObject({ method: "POST", path: "/v1/subscriptions" });
    expect(req?.body).toMatchObject({
      customer: "cus_1",
      "items[0][price]": "price_monthly",
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "expand[0]": "latest_invoice.confirmation_secret",
      "metadata[userId]": "7",
    });
    expect(req?.headers["idempotency-key"]).toBe("sub-create:7:1");
  });

  it("createSubscription falls back to the pre-basil latest_invoice.payment_intent secret", async () => {
    const legacyInvoice = { id: "in_1", object: "invoice", payment_intent: { id: "pi_1", client_secret: "pi_1_secret_old" } };
    const { provider } = setup({
      "POST /v1/subscriptions": () => ok(subscriptionJson({ status: "incomplete", latest_invoice: legacyInvoice })),
    });
    const created = await provider.createSubscription({ customerId: "cus_1", priceId: "price_monthly", idempotencyKey: "k", metadata: {} });
    expect(created.clientSecret).toBe("pi_1_secret_old");
  });

  it("createSubscription with trialDays asks for the trial and returns the pending SetupIntent's secret (recruiter plans)", async () => {
    const { provider, http } = setup({
      "POST /v1/subscriptions": () =>
        ok(
          subscriptionJson(
            { status: "trialing", trial_end: T0 + 14 * DAY, pending_setup_intent: { id: "seti_1", client_secret: "seti_1_secret_x" } },
            "price_recruiter_starter_monthly",
          ),
        ),
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({ status: "trialing", pending_setup_intent: "seti_1" })),
      "GET /v1/setup_intents/seti_1": () => ok({ id: "seti_1", object: "setup_intent", client_secret: "seti_1_secret_x" }),
    });
    const created = await provider.createSubscription({
      customerId: "cus_1",
      priceId: "price_recruiter_starter_monthly",
      idempotencyKey: "recruiter:cus_1:starter_monthly:0",
      metadata: {},
      trialDays: 14,
    });
    expect(created).toMatchObject({ clientSecret: "seti_1_secret_x", intent: "setup" });
    expect(created.subscription).toMatchObject({ status: "trialing", trialEnd: new Date((T0 + 14 * DAY) * 1000) });
    expect(http.requests[0]?.body).toMatchObject({
      trial_period_days: "14",
      "trial_settings[end_behavior][missing_payment_method]": "cancel",
      "expand[1]": "pending_setup_intent",
    });
    // Picked up again while the card is not saved yet.
    await expect(provider.pendingClientSecret("sub_1")).resolves.toBe("seti_1_secret_x");
  });

  it("pendingClientSecret gives the secret only while the subscription is incomplete", async () => {
    let status = "incomplete";
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({ status, latest_invoice: withSecret("pi_1_secret_abc") })),
    });
    await expect(provider.pendingClientSecret("sub_1")).resolves.toBe("pi_1_secret_abc");
    expect(http.requests[0]?.query).toEqual({ "expand[0]": "latest_invoice.confirmation_secret" });
    status = "active";
    await expect(provider.pendingClientSecret("sub_1")).resolves.toBeNull();
  });

  it("retrieveSubscription returns null for a 404 and rethrows other failures", async () => {
    const { provider } = setup({
      "GET /v1/subscriptions/sub_gone": () =>
        stripeError(404, { type: "invalid_request_error", code: "resource_missing", message: "No such subscription: 'sub_gone'" }),
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({ metadata: { [SCHEDULED_PRICE_KEY]: "price_annual" } })),
      "GET /v1/subscriptions/sub_denied": () => stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided" }),
    });
    await expect(provider.retrieveSubscription("sub_gone")).resolves.toBeNull();
    await expect(provider.retrieveSubscription("sub_1")).resolves.toMatchObject({ id: "sub_1", scheduledPriceId: "price_annual" });
    await expect(provider.retrieveSubscription("sub_denied")).rejects.toThrow("Invalid API Key provided");
  });

  it("turns a card error into a ProviderRequestError the customer can read, and leaves other errors alone", async () => {
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson()),
      "POST /v1/subscriptions/sub_1": () =>
        stripeError(402, { type: "card_error", code: "card_declined", message: "Your card has insufficient funds." }),
      "DELETE /v1/subscriptions/sub_1": () => stripeError(400, { type: "invalid_request_error", message: "bad request" }),
    });
    const failure = await provider.changePrice("sub_1", "price_annual", "now").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderRequestError);
    expect(failure).toMatchObject({ message: "Your card has insufficient funds.", code: "card_declined" });
    expect(http.requests[1]?.body).toMatchObject({
      "items[0][id]": "si_1",
      "items[0][price]": "price_annual",
      proration_behavior: "always_invoice",
      payment_behavior: "error_if_incomplete",
      [`metadata[${SCHEDULED_PRICE_KEY}]`]: "",
    });
    const other = await provider.cancelNow("sub_1").catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(other).not.toBeInstanceOf(ProviderRequestError);
  });

  it("refundInvoice finds the invoice's paid payment intent and refunds it idempotently", async () => {
    const payment = { type: "payment_intent", payment_intent: "pi_1" };
    const { provider, http } = setup({
      "GET /v1/invoice_payments": () =>
        ok({ object: "list", has_more: false, data: [{ id: "inpay_1", invoice: "in_1", status: "paid", amount_paid: 999, payment }] }),
      "POST /v1/refunds": () => ok({ id: "re_1", object: "refund", amount: 999, payment_intent: "pi_1" }),
    });
    await expect(provider.refundInvoice("in_1", "refund:in_1")).resolves.toEqual({ refundId: "re_1", amountCents: 999 });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/invoice_payments", "POST /v1/refunds"]);
    expect(http.requests[0]?.query).toEqual({ invoice: "in_1", status: "paid" });
    // The refund names its invoice: a basil charge does not, and the refund event is matched to the payment by it.
    expect(http.requests[1]?.body).toEqual({ payment_intent: "pi_1", amount: "999", "metadata[invoice_id]": "in_1" });
    expect(http.requests[1]?.headers["idempotency-key"]).toBe("refund:in_1");
  });

  it("refundInvoice refuses an invoice with no paid payment, without creating a refund", async () => {
    const { provider, http } = setup({ "GET /v1/invoice_payments": () => ok({ object: "list", has_more: false, data: [] }) });
    await expect(provider.refundInvoice("in_open", "k")).rejects.toThrow(ProviderRequestError);
    expect(http.requests.map((r) => r.path)).toEqual(["/v1/invoice_payments"]);
  });

  it("changePrice at period end schedules the new price after the current phase and records it", async () => {
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({}, "price_annual")),
      "POST /v1/subscription_schedules": () => ok(scheduleJson([currentPhase])),
      "POST /v1/subscription_schedules/sub_sched_1": () => ok(scheduleJson([currentPhase])),
      "POST /v1/subscriptions/sub_1": (req) =>
        ok(
          subscriptionJson(
            { schedule: "sub_sched_1", metadata: { [SCHEDULED_PRICE_KEY]: req.body[`metadata[${SCHEDULED_PRICE_KEY}]`] } },
            "price_annual",
          ),
        ),
    });
    const sub = await provider.changePrice("sub_1", "price_monthly", "period_end");
    expect(sub).toMatchObject({ priceId: "price_annual", scheduledPriceId: "price_monthly" });
    const [, create, update, record] = http.requests;
    expect(create?.body).toEqual({ from_subscription: "sub_1" });
    expect(update?.body).toMatchObject({
      end_behavior: "release",
      "phases[0][start_date]": String(T0),
      "phases[0][end_date]": String(T0 + 30 * DAY),
      "phases[0][items][0][price]": "price_annual",
      "phases[1][items][0][price]": "price_monthly",
      [`phases[1][metadata][${SCHEDULED_PRICE_KEY}]`]: "",
    });
    expect(update?.body).not.toHaveProperty("phases[1][end_date]");
    expect(record?.body).toEqual({ [`metadata[${SCHEDULED_PRICE_KEY}]`]: "price_monthly" });
  });

  it("changePrice at period end rewrites an existing schedule instead of creating a second one", async () => {
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({ schedule: "sub_sched_1" }, "price_annual")),
      "GET /v1/subscription_schedules/sub_sched_1": () =>
        ok(scheduleJson([currentPhase, { start_date: T0 + 30 * DAY, end_date: T0 + 60 * DAY, items: [{ price: "price_other" }] }])),
      "POST /v1/subscription_schedules/sub_sched_1": () => ok(scheduleJson([currentPhase])),
      "POST /v1/subscriptions/sub_1": () =>
        ok(subscriptionJson({ schedule: "sub_sched_1", metadata: { [SCHEDULED_PRICE_KEY]: "price_monthly" } }, "price_annual")),
    });
    await provider.changePrice("sub_1", "price_monthly", "period_end");
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/subscriptions/sub_1",
      "GET /v1/subscription_schedules/sub_sched_1",
      "POST /v1/subscription_schedules/sub_sched_1",
      "POST /v1/subscriptions/sub_1",
    ]);
    expect(http.requests[2]?.body["phases[1][items][0][price]"]).toBe("price_monthly");
    expect(http.requests[2]?.body).not.toHaveProperty("phases[2][items][0][price]");
  });

  it("changing back to the current price releases the schedule and clears the scheduled price", async () => {
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () =>
        ok(subscriptionJson({ schedule: "sub_sched_1", metadata: { [SCHEDULED_PRICE_KEY]: "price_monthly" } }, "price_annual")),
      "POST /v1/subscription_schedules/sub_sched_1/release": () => ok({ ...scheduleJson([]), status: "released" }),
      "POST /v1/subscriptions/sub_1": () => ok(subscriptionJson({ metadata: {} }, "price_annual")),
    });
    await expect(provider.changePrice("sub_1", "price_annual", "period_end")).resolves.toMatchObject({ scheduledPriceId: null });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toContain("POST /v1/subscription_schedules/sub_sched_1/release");
    expect(http.requests.at(-1)?.body).toEqual({ [`metadata[${SCHEDULED_PRICE_KEY}]`]: "" });
  });

  it("setCancelAtPeriodEnd drops a scheduled switch first (Stripe refuses it on a scheduled subscription); cancelNow", async () => {
    const { provider, http } = setup({
      "GET /v1/subscriptions/sub_1": () => ok(subscriptionJson({ schedule: "sub_sched_1" })),
      "POST /v1/subscription_schedules/sub_sched_1/release": () => ok(scheduleJson([])),
      "POST /v1/subscriptions/sub_1": (req) => ok(subscriptionJson({ cancel_at_period_end: req.body.cancel_at_period_end === "true" })),
      "DELETE /v1/subscriptions/sub_1": () => ok(subscriptionJson({ status: "canceled", canceled_at: T0 + DAY, ended_at: T0 + DAY })),
    });
    await expect(provider.setCancelAtPeriodEnd("sub_1", true)).resolves.toMatchObject({ cancelAtPeriodEnd: true });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/subscriptions/sub_1",
      "POST /v1/subscription_schedules/sub_sched_1/release",
      "POST /v1/subscriptions/sub_1",
      "POST /v1/subscriptions/sub_1",
    ]);
    expect(http.requests[2]?.body).toEqual({ [`metadata[${SCHEDULED_PRICE_KEY}]`]: "" });
    expect(http.requests[3]?.body).toEqual({ cancel_at_period_end: "true" });
    http.requests.length = 0;
    await expect(provider.setCancelAtPeriodEnd("sub_1", false)).resolves.toMatchObject({ cancelAtPeriodEnd: false });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/subscriptions/sub_1"]);
    await expect(provider.cancelNow("sub_1")).resolves.toMatchObject({ status: "canceled", endedAt: new Date((T0 + DAY) * 1000) });
  });

  it("cancelNow voids the unpaid first invoice it leaves open, so its client secret can take no money", async () => {
    const { provider, http } = setup({
      "DELETE /v1/subscriptions/sub_1": () => ok(subscriptionJson({ status: "canceled", latest_invoice: "in_9", ended_at: T0 })),
      "GET /v1/invoices/in_9": () => ok({ id: "in_9", object: "invoice", status: "open" }),
      "POST /v1/invoices/in_9/void": () => ok({ id: "in_9", object: "invoice", status: "void" }),
    });
    await expect(provider.cancelNow("sub_1")).resolves.toMatchObject({ status: "canceled" });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "DELETE /v1/subscriptions/sub_1",
      "GET /v1/invoices/in_9",
      "POST /v1/invoices/in_9/void",
    ]);
  });

  it("createOneTimePayment creates an automatic-payment-methods intent idempotently", async () => {
    const { provider, http } = setup({
      "POST /v1/payment_intents": () =>
        ok({ id: "pi_2", object: "payment_intent", client_secret: "pi_2_secret_x", amount: 1999, currency: "usd" }),
    });
    const metadata = { userId: "7", sku: "bridge_30d" };
    const input = {
      customerId: "cus_1",
      amountCents: 1999,
      currency: "usd",
      description: "Bridge access",
      idempotencyKey: "bridge:7:1",
      metadata,
    };
    await expect(provider.createOneTimePayment(input)).resolves.toEqual({ paymentId: "pi_2", clientSecret: "pi_2_secret_x" });
    expect(http.requests[0]?.body).toEqual({
      amount: "1999",
      currency: "usd",
      customer: "cus_1",
      description: "Bridge access",
      "metadata[userId]": "7",
      "metadata[sku]": "bridge_30d",
      "automatic_payment_methods[enabled]": "true",
    });
    expect(http.requests[0]?.headers["idempotency-key"]).toBe("bridge:7:1");
  });
});
