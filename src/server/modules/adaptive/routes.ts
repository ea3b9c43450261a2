import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adaptivePerformance, adaptiveQuestions, adaptiveQuestionsQuery } from "@contracts/adaptive";
import { errorResponse } from "@contracts/common";
import { sectionIdParams } from "@contracts/questions";
import { requireUser } from "../../plugins/session";
import type { AdaptiveService } from "./service";

/** Learning spec §7: the adaptive reads. Adaptive sessions and answers go through /api/test-sessions and /api/answers. */
export const adaptiveRoutes: FastifyPluginAsyncZod<{ service: AdaptiveService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

  app.get(
    "/api/adaptive/performance/:sectionId",
    { schema: { params: sectionIdParams, response: { 200: adaptivePerformance, ...errors } } },
    async (request) => service.performance(requireUser(request).id, request.params.sectionId),
  );

  app.get(
    "/api/adaptive/questions/:sectionId",
    { schema: { params: sectionIdParams, querystring: adaptiveQuestionsQuery, response: { 200: adaptiveQuestions, ...errors } } },
    async (request) => service.matchedQuestions(requireUser(request).id, request.params.sectionId, request.query.limit),
  );
};
