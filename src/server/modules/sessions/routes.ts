import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adaptivePerformance, adaptiveQuestions, adaptiveQuestionsQuery } from "@contracts/adaptive";
import { errorResponse } from "@contracts/common";
import {
  answerRequest,
  answerResult,
  createSessionRequest,
  dailyLimit,
  offlineCopy,
  sessionParams,
  testSession,
  updateSessionRequest,
} from "@contracts/practice";
import { testSessionSummary } from "@contracts/progress";
import { sectionIdParams } from "@contracts/questions";
import { z } from "zod";
import { requireUser } from "../../plugins/session";
import type { AdaptiveReads } from "./adaptive-reads";
import type { SessionsService } from "./service";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const sessionRoutes: FastifyPluginAsyncZod<{ service: SessionsService; adaptive: AdaptiveReads }> = async (
  app,
  { service, adaptive },
) => {
  app.post(
    "/api/test-sessions",
    { schema: { body: createSessionRequest, response: { 200: testSession, 201: testSession, ...errors } } },
    async (request, reply) => {
      const { session, created } = await service.create(requireUser(request), request.body);
      // A session the client's id names already: it is resumed, not created again.
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.patch(
    "/api/test-sessions/:sessionId",
    { schema: { params: sessionParams, body: updateSessionRequest, response: { 200: testSession, ...errors } } },
    async (request) => service.update(requireUser(request), request.params.sessionId, request.body),
  );

  app.get(
    "/api/test-sessions/:sessionId/offline-copy",
    { schema: { params: sessionParams, response: { 200: offlineCopy, ...errors } } },
    async (request) => service.offlineCopy(requireUser(request), request.params.sessionId),
  );

  const answer = { schema: { body: answerRequest, response: { 200: answerResult, ...errors } } };
  app.post("/api/answers", answer, async (request) => service.answer(requireUser(request), request.body));
  // The offline queue's name for the same call (platform spec §7).
  app.post("/api/user-answers", answer, async (request) => service.answer(requireUser(request), request.body));

  app.get(
    "/api/sections/:sectionId/daily-limit",
    { schema: { params: sectionIdParams, response: { 200: dailyLimit, ...errors } } },
    async (request) => service.dailyLimit(requireUser(request), request.params.sectionId),
  );

  app.get("/api/user/test-sessions", { schema: { response: { 200: z.array(testSessionSummary), ...errors } } }, async (request) => {
    const rows = await service.listForUser(requireUser(request).id);
    return rows.map((s) => ({
      id: s.id,
      sectionId: s.sectionId,
      totalQuestions: s.totalQuestions,
      isCompleted: s.isCompleted,
      score: s.score,
      timeSpent: s.timeSpent,
      isAdaptive: s.isAdaptive,
      createdAt: s.createdAt.toISOString(),
      completedAt: s.completedAt ? s.completedAt.toISOString() : null,
    }));
  });

  app.get(
    "/api/adaptive/performance/:sectionId",
    { schema: { params: sectionIdParams, response: { 200: adaptivePerformance, ...errors } } },
    async (request) => adaptive.performance(requireUser(request).id, request.params.sectionId),
  );

  app.get(
    "/api/adaptive/questions/:sectionId",
    { schema: { params: sectionIdParams, querystring: adaptiveQuestionsQuery, response: { 200: adaptiveQuestions, ...errors } } },
    async (request) => adaptive.matchedQuestions(requireUser(request).id, request.params.sectionId, request.query.limit),
  );
};
