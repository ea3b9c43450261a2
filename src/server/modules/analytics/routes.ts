import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analytics } from "@contracts/analytics";
import { errorResponse } from "@contracts/common";
import { requireUser } from "../../plugins/session";
import type { AnalyticsService } from "./service";

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (app, { service }) => {
  app.get("/api/analytics", { schema: { response: { 200: analytics, 401: errorResponse } } }, async (request) =>
    service.forUser(requireUser(request)),
  );
};
