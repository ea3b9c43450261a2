import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import {
  answerRequest,
  answerResult,
  createSessionRequest,
  dailyLimit,
  progressUpdateRequest,
  scoreShareRequest,
  sessionParams,
  testSession,
  updateSessionRequest,
} from "@contracts/practice";
import { sectionProgress } from "@contracts/progress";
import { sectionIdParams } from "@contracts/questions";
import { requireUser } from "../../plugins/session";
import type { PracticeService } from "./service";

export const practiceRoutes: FastifyPluginAsyncZod<{ service: PracticeService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  app.post(
    "/api/test-sessions",
    { schema: { body: createSessionRequest, response: { 201: testSession, ...errors } } },
    async (request, reply) => {
      const session = await service.createSession(requireUser(request), request.body);
      return reply.code(201).send(session);
    },
  );

  app.patch(
    "/api/test-sessions/:sessionId",
    { schema: { params: sessionParams, body: updateSessionRequest, response: { 200: testSession, ...errors } } },
    async (request) => service.updateSession(requireUser(request), request.params.sessionId, request.body),
  );

  const answer = { schema: { body: answerRequest, response: { 200: answerResult, ...errors } } };
  app.post("/api/answers", answer, async (request) => service.answer(requireUser(request), request.body));
  // The offline queue's name for the same call (platform spec §7).
  app.post("/api/user-answers", answer, async (request) => service.answer(requireUser(request), request.body));

  app.put("/api/progress", { schema: { body: progressUpdateRequest, response: { 200: sectionProgress, ...errors } } }, async (request) =>
    service.refreshProgress(requireUser(request), request.body.sectionId),
  );

  app.get(
    "/api/sections/:sectionId/daily-limit",
    { schema: { params: sectionIdParams, response: { 200: dailyLimit, ...errors } } },
    async (request) => service.dailyLimit(requireUser(request), request.params.sectionId),
  );

  app.post(
    "/api/score-shares",
    { schema: { body: scoreShareRequest, response: { 201: z.object({ id: z.number().int() }), ...errors } } },
    async (request, reply) => {
      const saved = await service.shareScore(requireUser(request), request.body);
      return reply.code(201).send(saved);
    },
  );
};
