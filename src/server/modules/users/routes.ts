import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
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
};
