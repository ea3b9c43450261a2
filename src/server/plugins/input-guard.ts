import type { FastifyInstance } from "fastify";
import { hasNul, NO_NUL_MESSAGE } from "@contracts/common";

/** Where a NUL character sits in a parsed input, e.g. "body.message" or "params.sessionId"; null when there is none. */
export function findNul(value: unknown, path: string): string | null {
  // An explicit stack, not recursion: a deeply nested body must not overflow the call stack.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [current, where] = stack.pop()!;
    // A raw body (the payment webhook's) is checked by its own signature, not walked byte by byte.
    if (Buffer.isBuffer(current)) continue;
    if (typeof current === "string") {
      if (hasNul(current)) return where;
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (hasNul(key)) return where;
        stack.push([child, `${where}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses any request whose path parameters, query string or body carry a NUL character, on every route,
 * before the route's own validation: PostgreSQL cannot store or compare such text, so it would fail the query.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    const field = findNul(request.params, "params") ?? findNul(request.query, "querystring") ?? findNul(request.body, "body");
    if (!field) return;
    const name = field.replace(/^(params|querystring|body)\.?/, "") || field;
    return reply.code(400).send({ message: `${name} ${NO_NUL_MESSAGE}`, errors: { [name]: [NO_NUL_MESSAGE] } });
  });
}
