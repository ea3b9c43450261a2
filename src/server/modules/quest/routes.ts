import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { completeMissionRequest, completeMissionResponse, missionParams, questAudio, questView } from "@contracts/quest";
import { requireUser } from "../../plugins/session";
import type { QuestService } from "./service";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /boot-camp-quest's calls (learning spec §2, §4 "Story missions"; issue 13). Every one is the signed-in learner's own. */
export const questRoutes: FastifyPluginAsyncZod<{ service: QuestService }> = async (app, { service }) => {
  app.get("/api/quest", { schema: { response: { 200: questView, ...errors } } }, async (request) => service.view(requireUser(request).id));

  app.post(
    "/api/quest/missions/:n/complete",
    { schema: { params: missionParams, body: completeMissionRequest, response: { 200: completeMissionResponse, ...errors } } },
    async (request) => service.complete(requireUser(request).id, request.params.n, request.body.sessionId),
  );

  app.put("/api/quest/audio", { schema: { body: questAudio, response: { 200: questAudio, ...errors } } }, async (request) =>
    service.saveAudio(requireUser(request).id, request.body),
  );
};
