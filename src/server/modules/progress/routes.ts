import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { progressUpdateRequest, sectionProgress } from "@contracts/progress";
import { requireUser } from "../../plugins/session";
import type { ProgressService } from "./service";

export const progressRoutes: FastifyPluginAsyncZod<{ service: ProgressService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
  app.get("/api/progress", { schema: { response: { 200: z.array(sectionProgress), ...errors } } }, async (request) =>
    service.forUser(requireUser(request).id),
  );
  app.put("/api/progress", { schema: { body: progressUpdateRequest, response: { 200: sectionProgress, ...errors } } }, async (request) =>
    service.refresh(requireUser(request).id, request.body.sectionId),
  );
};
