import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorResponse } from "@contracts/common";
import {
  analyzeTextRequest,
  PHOTO_SOLVE_MESSAGES,
  photoScan,
  photoScanParams,
  photoScanRequest,
  photoSolution,
  photoSolveQuery,
  photoSolveRequest,
  photoSolveUsage,
} from "@contracts/photo-solve";
import type { UserRow } from "../../db/rows";
import { unauthorized } from "../../plugins/errors";
import type { PhotoSolveService } from "./service";

/** A data URL of an 8 MB image is ~11 MB of JSON; a little more, so an oversize photo gets our 413 message. */
const SCAN_BODY_LIMIT = 16 * 1024 * 1024;

/** Spec §5: the scanner's own sign-in message. */
function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(PHOTO_SOLVE_MESSAGES.authRequired);
  return request.user;
}

/** Learning spec §7: the Photo-Solve Scanner. Signed-in learners only; every scan is the learner's own (else 404). */
export const photoSolveRoutes: FastifyPluginAsyncZod<{ service: PhotoSolveService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 413: errorResponse, 429: errorResponse };

  app.get(
    "/api/photo-solve/usage",
    { schema: { querystring: photoSolveQuery, response: { 200: photoSolveUsage, ...errors } } },
    async (request) => service.usage(signedIn(request), request.query.tz),
  );

  app.get(
    "/api/photo-solve/recent",
    { schema: { querystring: photoSolveQuery, response: { 200: z.array(photoScan), ...errors } } },
    async (request) => service.recent(signedIn(request)),
  );

  app.get("/api/photo-solve/scans/:id", { schema: { params: photoScanParams, response: { 200: photoScan, ...errors } } }, async (request) =>
    service.get(signedIn(request), request.params.id),
  );

  app.get("/api/photo-solve/scans/:id/image", { schema: { params: photoScanParams } }, async (request, reply) => {
    const { image, imageType } = await service.image(signedIn(request), request.params.id);
    return reply.header("content-type", imageType).header("cache-control", "private, max-age=3600").send(image);
  });

  app.post(
    "/api/photo-solve/scan",
    { bodyLimit: SCAN_BODY_LIMIT, schema: { body: photoScanRequest, response: { 200: photoScan, ...errors } } },
    async (request) => service.scan(signedIn(request), request.body.imageData, request.body.timeZone),
  );

  app.post(
    "/api/photo-solve/analyze-text",
    { schema: { body: analyzeTextRequest, response: { 200: photoScan, ...errors } } },
    async (request) => service.analyzeText(signedIn(request), request.body),
  );

  app.post(
    "/api/photo-solve/solve",
    { schema: { body: photoSolveRequest, response: { 200: photoSolution, ...errors } } },
    async (request) => service.solve(signedIn(request), request.body.questionId),
  );
};
