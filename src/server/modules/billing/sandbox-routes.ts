import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  sandboxAuthenticateRequest,
  sandboxClockRequest,
  sandboxClockResponse,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  type SandboxConfirmResponse,
} from "@contracts/billing";
import { errorResponse } from "@contracts/common";
import type { ConfirmResult, SandboxProvider } from "../../payments/sandbox/sandbox-provider";
import { SandboxNotFoundError } from "../../payments/sandbox/sandbox-provider";
import { ProviderRequestError } from "../../payments/provider";
import { HttpError, notFound } from "../../plugins/errors";
import { requireRole } from "../../plugins/session";
import type { BillingRepo } from "./repo";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

function toResponse(result: ConfirmResult): SandboxConfirmResponse {
  return "error" in result
    ? {
        status: result.status,
        error: {
          type: result.error.type,
          code: result.error.code,
          message: result.error.message,
          ...(result.error.declineCode ? { declineCode: result.error.declineCode } : {}),
        },
      }
    : { status: result.status };
}

const notFoundIfMissing = (err: unknown): never => {
  if (err instanceof SandboxNotFoundError) throw notFound(err.message);
  if (err instanceof ProviderRequestError) throw new HttpError(400, err.message, undefined, { code: err.code });
  throw err;
};

/**
 * The sandbox provider's own calls (registered only when it is the provider): its client's confirm and
 * authenticate steps — like the real provider's, they need the client secret, not the app's session — and, for
 * demos and tests, an admin-only test clock.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider; repo: BillingRepo; allowClock: boolean }> = async (
  app,
  { sandbox, repo, allowClock },
) => {
  app.post(
    "/api/sandbox/confirm",
    { schema: { body: sandboxConfirmRequest, response: { 200: sandboxConfirmResponse, ...errors } } },
    async (request) => toResponse(await sandbox.confirm(request.body.clientSecret, request.body.card).catch(notFoundIfMissing)),
  );

  app.post(
    "/api/sandbox/authenticate",
    { schema: { body: sandboxAuthenticateRequest, response: { 200: sandboxConfirmResponse, ...errors } } },
    async (request) => toResponse(await sandbox.authenticate(request.body.clientSecret, request.body.complete).catch(notFoundIfMissing)),
  );

  if (!allowClock) return;
  app.post(
    "/api/sandbox/test-clock",
    { schema: { body: sandboxClockRequest, response: { 200: sandboxClockResponse, ...errors } } },
    async (request) => {
      requireRole(request, "admin");
      const { advanceDays, userId, card } = request.body;
      if (userId !== undefined && card) {
        const customerId = await repo.customerOf(userId, "sandbox");
        if (!customerId) throw notFound("That user has no sandbox customer yet");
        await sandbox.setSavedCard(customerId, card).catch(notFoundIfMissing);
      }
      const now = await sandbox.advanceClock(Math.round(advanceDays * 86_400)).catch(notFoundIfMissing);
      return { now: now.toISOString() };
    },
  );
};
