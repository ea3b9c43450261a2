import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUTH_MESSAGES, loginRequest, registerRequest } from "@contracts/auth";
import { errorResponse, okResponse } from "@contracts/common";
import { publicUser } from "@contracts/user";
import { HttpError, notFound } from "../../plugins/errors";
import { clearSessionCookie, requireUser, setSessionCookie, SESSION_COOKIE } from "../../plugins/session";
import { toPublicUser, type UsersRepo } from "../users";
import type { AuthService } from "./service";

/** A top-level navigation the browser says came from another site (Sec-Fetch-Site, else Origin/Referer host). */
function isCrossSite(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  if (site === "same-origin" || site === "none") return false;
  const claimed = headers.origin ?? headers.referer;
  if (typeof claimed !== "string" || claimed === "" || claimed === "null") return claimed === "null";
  try {
    return new URL(claimed).host !== headers.host;
  } catch {
    return true;
  }
}

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersRepo;
  demoMode: boolean;
  demoLearnerUsername: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, users, demoMode, demoLearnerUsername }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

  app.post("/api/register", { schema: { body: registerRequest, response: { 201: publicUser, ...errors } } }, async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    const session = await auth.startSession(user);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return reply.code(201).send(toPublicUser({ ...user, lastLoginAt: new Date() }));
  });

  app.post("/api/login", { schema: { body: loginRequest, response: { 200: publicUser, ...errors } } }, async (request, reply) => {
    const user = await auth.login(request.body, request.ip);
    // A fresh session id at every sign-in: a token planted before sign-in is worthless after it.
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    const session = await auth.startSession(user);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return toPublicUser({ ...user, lastLoginAt: new Date() });
  });

  app.post("/api/logout", { schema: { response: { 200: okResponse, ...errors } } }, async (request, reply) => {
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.get("/api/auth/user", { schema: { response: { 200: publicUser, 401: errorResponse } } }, async (request) =>
    toPublicUser(requireUser(request)),
  );

  /** The landing page's buttons: the sign-in screen, and (demo mode only) one-click sign-in as the demo learner. */
  app.get("/api/login", async (_request, reply) => reply.redirect("/auth"));

  app.get("/api/test-login", async (request, reply) => {
    if (!demoMode) throw notFound();
    // A link or image on another site must not sign the visitor into the demo account (login CSRF).
    if (isCrossSite(request.headers)) throw new HttpError(403, AUTH_MESSAGES.demoCrossSite);
    // Never swap a signed-in learner into the demo account: the landing page's link goes on to their dashboard.
    if (request.user) return reply.redirect("/dashboard");
    const learner = await users.findByUsername(demoLearnerUsername);
    if (!learner) throw notFound("The demo account is not available");
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    const session = await auth.startSession(learner);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return reply.redirect("/dashboard");
  });
};
