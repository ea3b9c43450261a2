import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import {
  offlinePack,
  offlinePackQuery,
  offlineQuestion,
  questionsEnvelope,
  randomQuestionsQuery,
  sectionIdParams,
} from "@contracts/questions";
import { requireUser } from "../../plugins/session";
import type { QuestionsService } from "./service";

export const questionRoutes: FastifyPluginAsyncZod<{ service: QuestionsService; clock?: () => Date }> = async (
  app,
  { service, clock = () => new Date() },
) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

  // Platform spec §7: "questions, cached for offline use" — with their keys, so the device can mark answers
  // offline; a bounded, daily-capped set (decision 8), the same one the offline pack hands out.
  app.get(
    "/api/questions/section/:sectionId",
    { schema: { params: sectionIdParams, querystring: offlinePackQuery, response: { 200: z.array(offlineQuestion), ...errors } } },
    async (request) => service.offlinePack(requireUser(request), request.params.sectionId, request.query.limit),
  );

  app.get(
    "/api/offline/sections/:sectionId/pack",
    { schema: { params: sectionIdParams, querystring: offlinePackQuery, response: { 200: offlinePack, ...errors } } },
    async (request) => ({
      sectionId: request.params.sectionId,
      generatedAt: clock().toISOString(),
      questions: await service.offlinePack(requireUser(request), request.params.sectionId, request.query.limit),
    }),
  );

  app.get(
    "/api/sections/:sectionId/questions",
    { schema: { params: sectionIdParams, querystring: randomQuestionsQuery, response: { 200: questionsEnvelope, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return { questions: await service.practiceSet(user.id, request.params.sectionId, request.query.limit, request.query.random) };
    },
  );
};
