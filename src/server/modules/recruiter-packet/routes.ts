import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@contracts/common";
import {
  generatePacketRequest,
  generatePacketResponse,
  packetDownloadResponse,
  recruiterPacket,
  recruiterPacketParams,
  sharePacketRequest,
} from "@contracts/recruiter-packet";
import { requireUser } from "../../plugins/session";
import type { RecruiterPacketService } from "./service";

/**
 * Learning spec §7's recruiter packet calls, and 'Share with my recruiter'. Signed-in learners only; another
 * learner's packet answers 404. The zip itself is served by /api/exports/{jobId}/file (decision 22).
 */
export const recruiterPacketRoutes: FastifyPluginAsyncZod<{ service: RecruiterPacketService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

  app.get("/api/recruiter-packets", { schema: { response: { 200: z.array(recruiterPacket), ...errors } } }, async (request) =>
    service.list(requireUser(request)),
  );

  app.post(
    "/api/recruiter-packet/generate",
    { schema: { body: generatePacketRequest, response: { 200: generatePacketResponse, ...errors } } },
    async (request) => service.generate(requireUser(request), request.body),
  );

  app.get(
    "/api/recruiter-packet/:id/download",
    { schema: { params: recruiterPacketParams, response: { 200: packetDownloadResponse, ...errors } } },
    async (request) => service.download(requireUser(request), request.params.id),
  );

  app.patch(
    "/api/recruiter-packet/:id",
    { schema: { params: recruiterPacketParams, body: sharePacketRequest, response: { 200: recruiterPacket, ...errors } } },
    async (request) => service.share(requireUser(request), request.params.id, request.body.sharedWithRecruiter),
  );
};
