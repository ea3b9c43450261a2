import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import {
  RECRUITER_LIST_SIZE,
  rateRecruiterRequest,
  recruiterDirectory,
  recruiterEntry,
  recruiterParams,
  recruiterRating,
  recruiterSearchQuery,
} from "@contracts/recruiter-finder";
import { requireUser } from "../../plugins/session";
import type { RecruiterFinderService } from "./service";

/**
 * Recruiter spec §7 `GET /api/recruiters` — public, signed in or out — and ratings (issue 15): only a learner who is
 * or was on the recruiter's roster may rate, once each.
 */
export const recruiterFinderRoutes: FastifyPluginAsyncZod<{ service: RecruiterFinderService }> = async (app, { service }) => {
  // The spec's call: a plain list, nearest first.
  app.get(
    "/api/recruiters",
    { schema: { querystring: recruiterSearchQuery, response: { 200: z.array(recruiterEntry), 400: errorResponse } } },
    async (request, reply) => {
      const found = await service.search(request.query, RECRUITER_LIST_SIZE);
      void reply.header("x-total-count", String(found.total));
      return found.recruiters;
    },
  );

  // The finder screen's call: the same search with its page, the total and the place distances are measured from.
  app.get(
    "/api/recruiters/search",
    { schema: { querystring: recruiterSearchQuery, response: { 200: recruiterDirectory, 400: errorResponse } } },
    async (request) => service.search(request.query),
  );

  app.post(
    "/api/recruiters/:id/rating",
    {
      schema: {
        params: recruiterParams,
        body: rateRecruiterRequest,
        response: { 200: recruiterRating, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.rate(requireUser(request), request.params.id, request.body),
  );
};
