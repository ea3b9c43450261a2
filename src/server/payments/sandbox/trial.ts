import { randomBytes } from "node:crypto";
import { readSubscription } from "../stripe-format";
import type { CreatedSubscription } from "../provider";
import type { SandboxPrice, SavedCard } from "./lifecycle";
import { newId, unix, type Obj, type SandboxOps } from "./store";
import type { CardError } from "./test-cards";

/**
 * Free trials in the sandbox (recruiter plans, §9), as the real provider runs `trial_period_days` with
 * `payment_behavior: default_incomplete`: the subscription is `trialing` at once with nothing charged, and its
 * `pending_setup_intent` is what the provider's client confirms to save the card that pays the first invoice when the
 * trial ends (lifecycle.ts renews it then; without a saved card it ends).
 */

export async function createTrialSubscription(
  o: SandboxOps,
  now: Date,
  input: { customerId: string; price: SandboxPrice; trialDays: number; metadata: Record<string, string> },
): Promise<{ sub: Obj; clientSecret: string }> {
  const subId = newId("sub");
  const setupId = newId("seti");
  const clientSecret = `${setupId}_secret_${randomBytes(12).toString("hex")}`;
  const end = new Date(now.getTime() + input.trialDays * 86_400_000);
  const setup: Obj = {
    id: setupId,
    object: "setup_intent",
    customer: input.customerId,
    status: "requires_payment_method",
    usage: "off_session",
    client_secret: clientSecret,
    created: unix(now),
    last_setup_error: null,
    sandbox_subscription: subId,
  };
  const sub: Obj = {
    id: subId,
    object: "subscription",
    customer: input.customerId,
    status: "trialing",
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: unix(now),
    trial_start: unix(now),
    trial_end: unix(end),
    pending_setup_intent: setupId,
    metadata: input.metadata,
    latest_invoice: null,
    items: {
      object: "list",
      data: [{ id: newId("si"), price: { id: input.price.id }, current_period_start: unix(now), current_period_end: unix(end) }],
    },
  };
  await o.put(setup, clientSecret);
  await o.put(sub);
  await o.emit("customer.subscription.created", sub, now);
  return { sub, clientSecret };
}

/** What a replayed or picked-up trial start returns: its card set-up's client secret. */
export async function trialCreated(o: SandboxOps, sub: Obj): Promise<CreatedSubscription | null> {
  if (sub.status !== "trialing" && !sub.trial_end) return null;
  const setupId = typeof sub.pending_setup_intent === "string" ? sub.pending_setup_intent : null;
  const setup = setupId ? await o.get(setupId) : null;
  if (!setup && sub.latest_invoice) return null;
  return { subscription: readSubscription(sub), clientSecret: String(setup?.client_secret ?? ""), intent: "setup" };
}

/** The client secret of a trial's unfinished card set-up (null once the card is saved or the trial is over). */
export async function pendingSetupSecret(o: SandboxOps, sub: Obj): Promise<string | null> {
  if (sub.status !== "trialing" || typeof sub.pending_setup_intent !== "string") return null;
  const setup = await o.get(sub.pending_setup_intent);
  return setup && setup.status !== "succeeded" && setup.status !== "canceled" ? String(setup.client_secret) : null;
}

/** A set-up intent can be confirmed only while its trial is still on. */
export async function setupStillUsable(o: SandboxOps, setup: Obj): Promise<boolean> {
  const sub = await o.get(String(setup.sandbox_subscription));
  return sub !== null && sub.status === "trialing";
}

/** The card is saved: the customer's default for the trial's first invoice, and the subscription no longer waits for it. */
export async function setupSucceeded(o: SandboxOps, now: Date, setup: Obj, card: SavedCard): Promise<void> {
  const done = { ...setup, status: "succeeded", payment_method: card.id, last_setup_error: null };
  await o.put(done, String(setup.client_secret));
  await o.put({ ...card, customer: setup.customer });
  const customer = await o.get(String(setup.customer));
  if (customer) await o.put({ ...customer, invoice_settings: { default_payment_method: card.id } });
  await o.emit("setup_intent.succeeded", done, now);
  const sub = await o.get(String(setup.sandbox_subscription));
  if (sub && sub.pending_setup_intent === setup.id) {
    const updated = { ...sub, pending_setup_intent: null, default_payment_method: card.id };
    await o.put(updated);
    await o.emit("customer.subscription.updated", updated, now, { pending_setup_intent: setup.id });
  }
}

export async function setupFailed(o: SandboxOps, now: Date, setup: Obj, error: CardError): Promise<void> {
  const lastError = { type: error.type, code: error.code, decline_code: error.declineCode, message: error.message };
  const failed = { ...setup, status: "requires_payment_method", last_setup_error: lastError };
  await o.put(failed, String(setup.client_secret));
  await o.emit("setup_intent.setup_failed", failed, now);
}

/** An ended trial's card set-up can no longer be confirmed. */
export async function cancelPendingSetup(o: SandboxOps, sub: Obj): Promise<void> {
  if (typeof sub.pending_setup_intent !== "string") return;
  const setup = await o.get(sub.pending_setup_intent);
  if (setup && setup.status !== "succeeded") await o.put({ ...setup, status: "canceled" }, String(setup.client_secret));
}
