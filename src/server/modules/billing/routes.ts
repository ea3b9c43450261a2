import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BILLING_MESSAGES,
  createSubscriptionRequest,
  createSubscriptionResponse,
  purchaseBridgeResponse,
  subscriptionView,
  switchPlanRequest,
} from "@contracts/billing";
import { errorResponse } from "@contracts/common";
import { WebhookSignatureError, type PaymentProvider } from "../../payments/provider";
import { requireUser } from "../../plugins/session";
import type { BillingEvents } from "./events";
import type { BillingService } from "./service";

/** Where the provider sends its signed events (set this address as the webhook endpoint at the provider). */
export const WEBHOOK_PATH = "/api/payments/webhook";

const errors = { 400: errorResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse, 409: errorResponse };

/** Platform spec §7 calls, the subscription screen's calls, and the provider's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<{ service: BillingService; events: BillingEvents; provider: PaymentProvider }> = async (
  app,
  { service, events, provider },
) => {
  app.post(
    "/api/create-subscription",
    { schema: { body: createSubscriptionRequest, response: { 200: createSubscriptionResponse, ...errors } } },
    async (request) => service.createSubscription(requireUser(request), request.body.priceId),
  );

  app.post("/api/purchase-bridge-access", { schema: { response: { 200: purchaseBridgeResponse, ...errors } } }, async (request) =>
    service.purchaseBridge(requireUser(request)),
  );

  app.get("/api/subscription", { schema: { response: { 200: subscriptionView, ...errors } } }, async (request) =>
    service.view(requireUser(request)),
  );

  const action = (path: string, run: (user: ReturnType<typeof requireUser>) => ReturnType<BillingService["view"]>) =>
    app.post(path, { schema: { response: { 200: subscriptionView, ...errors } } }, async (request) => run(requireUser(request)));
  action("/api/subscription/cancel", (user) => service.cancel(user));
  action("/api/subscription/resume", (user) => service.resume(user));
  action("/api/subscription/refund", (user) => service.refund(user));
  app.post(
    "/api/subscription/switch",
    { schema: { body: switchPlanRequest, response: { 200: subscriptionView, ...errors } } },
    async (request) => service.switchPlan(requireUser(request), request.body.plan),
  );

  // The webhook reads its body as the exact bytes the provider signed: parsed JSON re-serialised would not verify.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      WEBHOOK_PATH,
      { schema: { response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), 400: errorResponse } } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers["stripe-signature"];
        let event;
        try {
          event = await provider.parseWebhook(raw, typeof header === "string" ? header : undefined);
        } catch (err) {
          if (!(err instanceof WebhookSignatureError)) throw err;
          request.log.warn({ reason: err.message }, "payment webhook refused");
          return reply.code(400).send({ message: BILLING_MESSAGES.invalidSignature });
        }
        const outcome = await events.receive(event, JSON.parse(raw.toString("utf8")) as unknown);
        request.log.info({ event: event.id, type: event.type, outcome }, "payment webhook");
        return { received: true as const, outcome };
      },
    );
  });
};
