import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analytics, analyticsQuery } from "@contracts/analytics";
import { errorResponse } from "@contracts/common";
import { requireUser } from "../../plugins/session";
import type { AnalyticsService } from "./service";

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (app, { service }) => {
  app.get(
    "/api/analytics",
    { schema: { querystring: analyticsQuery, response: { 200: analytics, 400: errorResponse, 401: errorResponse } } },
    async (request) => service.forUser(requireUser(request), request.query.tz ?? "UTC"),
  );
};
