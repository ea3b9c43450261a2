import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { publicQuestion, questionsEnvelope, randomQuestionsQuery, sectionIdParams, sectionQuestionsQuery } from "@contracts/questions";
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
    "/api/sections/:sectionId/questions",
    { schema: { params: sectionIdParams, querystring: randomQuestionsQuery, response: { 200: questionsEnvelope, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return { questions: await service.practiceSet(user.id, request.params.sectionId, request.query.limit, request.query.random) };
    },
  );
};
