import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, okResponse } from "@contracts/common";
import {
  acceptInviteRequest,
  addRecruitRequest,
  inviteRecruitRequest,
  inviteRecruitResponse,
  recruit,
  recruiterAccessEntry,
  recruiterAccount,
  recruiterMetrics,
  recruiterProfileRequest,
  recruiterSignupRequest,
  recruitLimitResponse,
  recruitParams,
  updateRecruitRequest,
} from "@contracts/recruiter";
import { publicUser } from "@contracts/user";
import { requireUser, setSessionCookie, SESSION_COOKIE } from "../../plugins/session";
import { toPublicUser } from "../users";
import type { AuthService } from "../auth";
import { assertRecruiterRole, type RecruiterAccountsService } from "./service";

export interface RecruiterAccountRoutesOptions {
  service: RecruiterAccountsService;
  /** Sessions are the auth module's: the new recruiter is signed in as a learner is after sign-up. */
  sessions: Pick<AuthService, "startSession" | "endSession">;
}

/**
 * Recruiter spec §7's `/api/recruiter/*` calls, the sign-up, and live-progress invites. Every recruiter call checks
 * the role on the server (401 signed out, 403 learners); a recruit of another recruiter answers 404 like a missing one.
 */
export const recruiterAccountRoutes: FastifyPluginAsyncZod<RecruiterAccountRoutesOptions> = async (app, { service, sessions }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  // Who may call comes before what they sent: signed out 401 and learners 403 even with a malformed body.
  app.addHook("preValidation", async (request) => {
    const path = request.routeOptions.url ?? "";
    if (path.startsWith("/api/recruiter/") && path !== "/api/recruiter/signup") assertRecruiterRole(requireUser(request));
    else if (path.startsWith("/api/user/") || path.startsWith("/api/recruiter-invites/")) requireUser(request);
  });

  app.post(
    "/api/recruiter/signup",
    { schema: { body: recruiterSignupRequest, response: { 201: publicUser, ...errors, 409: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const user = await service.signup(request.body, request.ip);
      await sessions.endSession(request.cookies[SESSION_COOKIE]);
      const session = await sessions.startSession(user);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.code(201).send(toPublicUser({ ...user, lastLoginAt: new Date() }));
    },
  );

  app.get("/api/recruiter/account", { schema: { response: { 200: recruiterAccount, ...errors } } }, async (request) =>
    service.account(requireUser(request)),
  );

  app.put(
    "/api/recruiter/profile",
    { schema: { body: recruiterProfileRequest, response: { 200: recruiterAccount, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await service.updateProfile(user, request.body);
      return service.account(user);
    },
  );

  app.get("/api/recruiter/recruits", { schema: { response: { 200: z.array(recruit), ...errors } } }, async (request) =>
    service.recruits(requireUser(request)),
  );

  app.post(
    "/api/recruiter/recruits",
    { schema: { body: addRecruitRequest, response: { 201: recruit, ...errors, 409: recruitLimitResponse } } },
    async (request, reply) => reply.code(201).send(await service.add(requireUser(request), request.body)),
  );

  app.put(
    "/api/recruiter/recruits/:id",
    { schema: { params: recruitParams, body: updateRecruitRequest, response: { 200: recruit, ...errors } } },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/recruiter/recruits/:id",
    { schema: { params: recruitParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get("/api/recruiter/metrics", { schema: { response: { 200: recruiterMetrics, ...errors } } }, async (request) =>
    service.metrics(requireUser(request)),
  );

  app.post(
    "/api/recruiter/recruits/:id/invite",
    { schema: { params: recruitParams, body: inviteRecruitRequest, response: { 201: inviteRecruitResponse, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.invite(requireUser(request), request.params.id, request.body.email ?? null)),
  );

  // The learner's side: accept a code, see who can see their progress, revoke at once.
  app.post(
    "/api/recruiter-invites/accept",
    { schema: { body: acceptInviteRequest, response: { 200: z.array(recruiterAccessEntry), ...errors, 409: errorResponse } } },
    async (request) => {
      const user = requireUser(request);
      await service.acceptInvite(user, request.body.code);
      return service.accessOf(user);
    },
  );

  app.get(
    "/api/user/recruiter-access",
    { schema: { response: { 200: z.array(recruiterAccessEntry), 401: errorResponse } } },
    async (request) => service.accessOf(requireUser(request)),
  );

  app.delete(
    "/api/user/recruiter-access/:id",
    { schema: { params: recruitParams, response: { 200: z.array(recruiterAccessEntry), ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await service.revoke(user, request.params.id);
      return service.accessOf(user);
    },
  );
};
