import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { sectionProgress } from "@contracts/progress";
import { requireUser } from "../../plugins/session";
import type { ProgressService } from "./service";

export const progressRoutes: FastifyPluginAsyncZod<{ service: ProgressService }> = async (app, { service }) => {
  app.get("/api/progress", { schema: { response: { 200: z.array(sectionProgress), 401: errorResponse } } }, async (request) =>
    service.forUser(requireUser(request).id),
  );
};
