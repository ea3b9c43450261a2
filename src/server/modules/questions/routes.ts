import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import {
  offlinePack,
  offlinePackQuery,
  publicQuestion,
  questionsEnvelope,
  randomQuestionsQuery,
  sectionIdParams,
  sectionQuestionsQuery,
} from "@contracts/questions";
import { dailyLimitFor } from "@domain/practice";
import { requireUser } from "../../plugins/session";
import type { QuestionsService } from "./service";

export const questionRoutes: FastifyPluginAsyncZod<{ service: QuestionsService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

  app.get(
    "/api/questions/section/:sectionId",
    { schema: { params: sectionIdParams, querystring: sectionQuestionsQuery, response: { 200: z.array(publicQuestion), ...errors } } },
    async (request) => {
      requireUser(request);
      return service.listForSection(request.params.sectionId, request.query.limit, request.query.offset);
    },
  );

  app.get(
    "/api/offline/sections/:sectionId/pack",
    { schema: { params: sectionIdParams, querystring: offlinePackQuery, response: { 200: offlinePack, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const cap = dailyLimitFor(user.subscriptionTier) ?? request.query.limit;
      return service.offlinePack(user.id, request.params.sectionId, Math.min(request.query.limit, cap));
    },
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
