import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { mosPosition, mosPositionsQuery, pathfinderPrefill, pathfinderRequest, pathfinderResponse } from "@contracts/careers";
import { requireUser } from "../../plugins/session";
import type { CareersService } from "./service";

/**
 * Recruiter/content spec §7: `GET /api/mos-positions?branch&category`, `POST /api/mos-pathfinder`; and the form's
 * starting values. /mos-pathfinder is a signed-in screen (§2.1), so every call needs a session (401 otherwise).
 */
export const careersRoutes: FastifyPluginAsyncZod<{ service: CareersService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse };
  // Before validation, so a signed-out caller hears 401 whatever the body (this plugin's routes only).
  app.addHook("preValidation", async (request) => {
    requireUser(request);
  });

  app.get(
    "/api/mos-positions",
    { schema: { querystring: mosPositionsQuery, response: { 200: z.array(mosPosition), ...errors } } },
    async (request) => service.positions(request.query),
  );

  app.post(
    "/api/mos-pathfinder",
    { schema: { body: pathfinderRequest, response: { 200: pathfinderResponse, ...errors } } },
    async (request) => service.search(request.body),
  );

  app.get("/api/mos-pathfinder/prefill", { schema: { response: { 200: pathfinderPrefill, 401: errorResponse } } }, async (request) =>
    service.prefill(requireUser(request).id),
  );
};
