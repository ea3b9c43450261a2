import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { testSessionSummary } from "@contracts/progress";
import { publicUser, testModeRequest, updateBranchRequest } from "@contracts/user";
import { requireUser } from "../../plugins/session";
import { toPublicUser } from "./mappers";
import type { UsersService } from "./service";

export const userRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get("/api/user", { schema: { response: { 200: publicUser, ...errors } } }, async (request) => toPublicUser(requireUser(request)));

  app.patch("/api/user/branch", { schema: { body: updateBranchRequest, response: { 200: publicUser, ...errors } } }, async (request) =>
    toPublicUser(await service.setTargetBranch(requireUser(request), request.body.targetBranch)),
  );

  app.post("/api/user/test-mode", { schema: { body: testModeRequest, response: { 200: publicUser, ...errors } } }, async (request) =>
    toPublicUser(await service.setTestMode(requireUser(request), request.body.testMode)),
  );

  app.get("/api/user/test-sessions", { schema: { response: { 200: z.array(testSessionSummary), ...errors } } }, async (request) => {
    const rows = await service.listTestSessions(requireUser(request));
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
};
