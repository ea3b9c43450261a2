import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { classifyDatabaseFault, describeForLog } from "../db/faults";

/** Seconds a client is told to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/** A failure the client caused or may see: status and message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: { code?: string; hint?: string },
  ) {
    super(message);
  }

  body(): { message: string; errors?: Record<string, string[]>; code?: string; hint?: string } {
    return { message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const unauthorized = (message = "You need to log in to access this feature") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that") => new HttpError(403, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, errors);

/** Errors as JSON `{message, errors?}`; 5xx details stay in the log, never in the response. */
/** Must run before routes are registered: Fastify gives each plugin the error handler in force when it registers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (err.validationContext ?? "body");
        (errors[field] ??= []).push(issue.message ?? "Invalid value");
      }
      const first = Object.values(errors)[0]?.[0] ?? "Invalid request";
      return reply.code(400).send({ message: first, errors });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(err.body());
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.code(status).send({ message: err.message });
    }
    const fault = classifyDatabaseFault(err);
    if (fault) {
      request.log.warn({ err: describeForLog(err) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "DATABASE_UNAVAILABLE" });
    }
    // Never the error object itself: a failed query's message carries its parameters (names, e-mails).
    request.log.error({ err: describeForLog(err) }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

export function registerNotFound(
  app: FastifyInstance,
  /** Serves the web app for browser routes; returns false when the request is not one. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return;
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
