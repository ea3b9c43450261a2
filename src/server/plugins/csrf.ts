import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "@contracts/auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser addressed: the Host header it sent (proxies pass it on), never X-Forwarded-Host, which a
 * client can write itself and which Fastify would believe from any request through a trusted proxy.
 */
export function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host ?? request.headers[":authority"];
  return typeof host === "string" ? originOf(`${request.protocol}://${host}`) : null;
}

/**
 * CSRF defence that needs no token in the calls: a state-changing request must say, through Origin
 * (or Referer when a browser leaves Origin out), that it came from this app's own origin.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  /** Paths a browser never calls and that prove their sender otherwise (the payment webhook's signature). */
  exemptPaths: readonly string[] = [],
): void {
  const extra = new Set(allowedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null));
  const exempt = new Set(exemptPaths);
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exempt.has(request.url.split("?")[0] ?? "")) return;
    const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (claimed && (claimed === ownOrigin(request) || extra.has(claimed))) return;
    request.log.warn({ origin: request.headers.origin, referer: request.headers.referer }, "cross-origin request refused");
    return reply.code(403).send({ message: AUTH_MESSAGES.badOrigin });
  });
}
