import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cheatSheet,
  cheatSheetOverview,
  cheatSheetParams,
  cheatSheetQuery,
  downloadCheatSheetResponse,
  generateCheatSheetResponse,
} from "@contracts/cheat-sheets";
import { errorResponse } from "@contracts/common";
import { requireUser } from "../../plugins/session";
import type { CheatSheetsService } from "./service";

/** Learning spec §7: the weekly cheat sheets. Signed-in learners only; another learner's sheet is not found. */
export const cheatSheetRoutes: FastifyPluginAsyncZod<{ service: CheatSheetsService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

  app.get("/api/cheat-sheets", { schema: { response: { 200: z.array(cheatSheet), ...errors } } }, async (request) =>
    service.list(requireUser(request)),
  );

  app.get(
    "/api/cheat-sheets/overview",
    { schema: { querystring: cheatSheetQuery, response: { 200: cheatSheetOverview, ...errors } } },
    async (request) => service.overview(requireUser(request), request.query.tz),
  );

  // Answers at once with the new sheet's id; the PDF is made in the background (decision 22).
  app.post(
    "/api/cheat-sheets/generate",
    { schema: { querystring: cheatSheetQuery, response: { 201: generateCheatSheetResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.generate(requireUser(request), request.query.tz)),
  );

  app.post(
    "/api/cheat-sheets/:id/download",
    { schema: { params: cheatSheetParams, response: { 200: downloadCheatSheetResponse, ...errors } } },
    async (request) => service.download(requireUser(request), request.params.id),
  );
};
