import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, okResponse } from "@contracts/common";
import {
  FITNESS_MESSAGES,
  fitnessProfile,
  fitnessProfileRequest,
  fitnessRecord,
  fitnessRecordParams,
  fitnessRecordRequest,
} from "@contracts/fitness";
import { requireUser } from "../../plugins/session";
import type { FitnessService } from "./service";

/**
 * Learning spec §7: `GET/POST /api/fitness-metrics`; issue 13 adds edit, delete and the profile. The learner is always
 * the session's: a body's userId is never read, and another learner's record answers 404 like a missing one.
 */
export const fitnessRoutes: FastifyPluginAsyncZod<{ service: FitnessService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse };
  const notFound = { message: FITNESS_MESSAGES.recordNotFound };

  app.get("/api/fitness-metrics", { schema: { response: { 200: z.array(fitnessRecord), 401: errorResponse } } }, async (request) =>
    service.list(requireUser(request).id),
  );

  app.post(
    "/api/fitness-metrics",
    { schema: { body: fitnessRecordRequest, response: { 201: fitnessRecord, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.add(requireUser(request).id, request.body)),
  );

  app.put(
    "/api/fitness-metrics/:id",
    {
      schema: { params: fitnessRecordParams, body: fitnessRecordRequest, response: { 200: fitnessRecord, 404: errorResponse, ...errors } },
    },
    async (request, reply) => {
      const saved = await service.update(requireUser(request).id, request.params.id, request.body);
      return saved ? saved : reply.code(404).send(notFound);
    },
  );

  app.delete(
    "/api/fitness-metrics/:id",
    { schema: { params: fitnessRecordParams, response: { 200: okResponse, 404: errorResponse, ...errors } } },
    async (request, reply) =>
      (await service.remove(requireUser(request).id, request.params.id)) ? { ok: true as const } : reply.code(404).send(notFound),
  );

  app.get("/api/fitness-profile", { schema: { response: { 200: fitnessProfile, 401: errorResponse } } }, async (request) =>
    service.profile(requireUser(request).id),
  );

  app.put(
    "/api/fitness-profile",
    { schema: { body: fitnessProfileRequest, response: { 200: fitnessProfile, ...errors } } },
    async (request) => service.saveProfile(requireUser(request).id, request.body),
  );
};
