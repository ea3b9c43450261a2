import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "@domain/constants";
import type { UserRow } from "../db/rows";
import { forbidden, unauthorized } from "./errors";

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** Loads the signed-in user for API requests from the session cookie (`resolve` is the auth module's lookup). */
export function registerSessions(app: FastifyInstance, resolve: (token: string | undefined) => Promise<UserRow | undefined>): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    request.user = (await resolve(request.cookies[SESSION_COOKIE])) ?? null;
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: request.protocol === "https" });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireRole(request: FastifyRequest, role: Role): UserRow {
  const user = requireUser(request);
  if (user.role !== role) throw forbidden();
  return user;
}
