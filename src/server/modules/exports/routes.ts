import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { exportParams, exportStatus } from "@contracts/exports";
import type { JobQueue } from "../../jobs/queue";
import { HttpError, notFound } from "../../plugins/errors";
import { requireUser } from "../../plugins/session";

/** Seconds a client waits before asking again for a file still being made. */
const RETRY_SECONDS = 1;

/**
 * Files made in the background (PDFs, zips): their state, and the file once it is made. Only the owner sees a
 * job; anyone else gets 404, as for a job that does not exist.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ queue: JobQueue }> = async (app, { queue }) => {
  app.get(
    "/api/exports/:id",
    { schema: { params: exportParams, response: { 200: exportStatus, 401: errorResponse, 404: errorResponse } } },
    async (request) => {
      const job = await queue.status(request.params.id, requireUser(request).id);
      if (!job) throw notFound("That file was not found");
      return { ...job, downloadUrl: `/api/exports/${job.id}/file` };
    },
  );

  app.get("/api/exports/:id/file", { schema: { params: exportParams } }, async (request, reply) => {
    const user = requireUser(request);
    const job = await queue.status(request.params.id, user.id);
    if (!job) throw notFound("That file was not found");
    if (job.status === "failed")
      throw new HttpError(409, "The file could not be made. Please try again.", undefined, { code: "EXPORT_FAILED" });
    const file = job.status === "done" ? await queue.file(job.id, user.id) : null;
    if (!file) {
      return reply.code(202).header("retry-after", String(RETRY_SECONDS)).send({ status: job.status });
    }
    const safeName = file.name.replace(/[^\w.-]+/g, "_");
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${safeName}"`)
      .header("cache-control", "private, no-store")
      .send(file.bytes);
  });
};
