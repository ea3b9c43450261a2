import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { leadParams, recruiterLead } from "@contracts/recruiter-finder";
import { recruitLimitResponse } from "@contracts/recruiter";
import { requireUser } from "../../plugins/session";
import type { RecruiterLeadsService } from "./service";

/**
 * The leads inbox (issue 15): recruiters (and admins) only — learners 403, visitors 401; a lead of another recruiter
 * answers 404 like a missing one.
 */
export const recruiterLeadRoutes: FastifyPluginAsyncZod<{ service: RecruiterLeadsService }> = async (app, { service }) => {
  const errors = { 401: errorResponse, 403: errorResponse };
  const action = {
    params: leadParams,
    response: { 200: recruiterLead, ...errors, 404: errorResponse, 409: z.union([recruitLimitResponse, errorResponse]) },
  };

  app.get("/api/recruiter/leads", { schema: { response: { 200: z.array(recruiterLead), ...errors } } }, async (request) =>
    service.inbox(requireUser(request)),
  );
  app.post("/api/recruiter/leads/:id/accept", { schema: action }, async (request) =>
    service.accept(requireUser(request), request.params.id),
  );
  app.post("/api/recruiter/leads/:id/dismiss", { schema: action }, async (request) =>
    service.dismiss(requireUser(request), request.params.id),
  );
};
