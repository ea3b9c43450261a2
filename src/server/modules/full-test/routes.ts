import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { fullTest, fullTestList, fullTestParams, startFullTestRequest } from "@contracts/full-test";
import { requireUser } from "../../plugins/session";
import type { FullTestService } from "./service";

/** The simulated CAT-ASVAB. Its answers go through POST /api/answers with the active subtest's session id. */
export const fullTestRoutes: FastifyPluginAsyncZod<{ service: FullTestService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  app.get("/api/full-tests", { schema: { response: { 200: fullTestList, ...errors } } }, async (request) =>
    service.list(requireUser(request)),
  );

  app.post(
    "/api/full-tests",
    { schema: { body: startFullTestRequest.default({ restart: false }), response: { 200: fullTest, 201: fullTest, ...errors } } },
    async (request, reply) => {
      const { test, created } = await service.start(requireUser(request), request.body);
      return reply.code(created ? 201 : 200).send(test);
    },
  );

  app.get("/api/full-tests/:id", { schema: { params: fullTestParams, response: { 200: fullTest, ...errors } } }, async (request) =>
    service.get(requireUser(request), request.params.id),
  );

  const action = { schema: { params: fullTestParams, body: z.object({}).optional(), response: { 200: fullTest, ...errors } } };
  app.post("/api/full-tests/:id/next", action, async (request) => service.startNext(requireUser(request), request.params.id));
  app.post("/api/full-tests/:id/abandon", action, async (request) => service.abandon(requireUser(request), request.params.id));
};
