import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  budgetSimulation,
  budgetSimulationParams,
  createBudgetSimulationRequest,
  exportBudgetPdfRequest,
  exportBudgetPdfResponse,
  studyLog,
  studyLogQuery,
} from "@contracts/budget";
import { errorResponse, okResponse } from "@contracts/common";
import { requireUser } from "../../plugins/session";
import type { BudgetService } from "./service";
import type { StudyLogService } from "./study-log";

/** Learning spec §7: the budget simulator's saved scenarios, and the study log. Signed-in learners only. */
export const budgetRoutes: FastifyPluginAsyncZod<{ service: BudgetService; studyLog: StudyLogService }> = async (
  app,
  { service, studyLog: log },
) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  app.get("/api/budget-simulations", { schema: { response: { 200: z.array(budgetSimulation), ...errors } } }, async (request) =>
    service.list(requireUser(request)),
  );

  app.post(
    "/api/budget-simulations",
    { schema: { body: createBudgetSimulationRequest, response: { 201: budgetSimulation, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(requireUser(request), request.body)),
  );

  // The PDF is made in the background (decision 22); the downloadUrl answers 202 until it is ready.
  app.post(
    "/api/budget-simulations/export-pdf",
    { schema: { body: exportBudgetPdfRequest, response: { 200: exportBudgetPdfResponse, ...errors } } },
    async (request) => service.exportPdf(requireUser(request), request.body),
  );

  app.delete(
    "/api/budget-simulations/:id",
    { schema: { params: budgetSimulationParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get("/api/study-logs", { schema: { querystring: studyLogQuery, response: { 200: studyLog, ...errors } } }, async (request) =>
    log.forUser(requireUser(request).id, request.query.weeks, request.query.tz ?? "UTC"),
  );
};
