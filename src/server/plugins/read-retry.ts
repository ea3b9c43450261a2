import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import { classifyDatabaseFault } from "../db/faults";

/** Long enough for the pool to open a fresh connection, short enough not to hold the request. */
const RETRY_DELAY_MS = 250;

/**
 * Runs a GET handler a second time when its first try lost the database connection: a read changes nothing, and
 * postgres.js opens a new connection on the next query, so a connection dropped by a restart or a proxy often costs
 * the client nothing. Must be registered before the routes (onRoute sees only routes added after it).
 */
export function registerReadRetry(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((m) => m === "GET" || m === "HEAD")) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = async function retried(this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (err) {
        if (classifyDatabaseFault(err) !== "connection" || reply.sent) throw err;
        request.log.warn("database connection lost during a read; trying once more");
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return await handler.call(this, request, reply);
      }
    };
  });
}
