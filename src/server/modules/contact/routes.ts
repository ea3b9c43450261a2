import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { CONTACT_MESSAGES, contactRequest, contactResponse } from "@contracts/contact";
import type { ContactService } from "./service";

/** Recruiter spec §2.1: /contact, the 'Contact Sales' target. Open to visitors; a signed-in sender's id is kept. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  const errors = { 400: errorResponse, 403: errorResponse, 429: errorResponse };
  app.post("/api/contact", { schema: { body: contactRequest, response: { 201: contactResponse, ...errors } } }, async (request, reply) => {
    const result = await service.send(request.body, { userId: request.user?.id ?? null, ip: request.ip });
    if (!result.ok) {
      return reply.code(429).header("retry-after", String(result.retryAfterSeconds)).send({ message: CONTACT_MESSAGES.tooManyMessages });
    }
    // The id and topic only: who wrote and what they wrote stay in the database (no personal data in the log).
    request.log.info({ contactMessageId: result.id, topic: request.body.topic }, "contact message received");
    return reply.code(201).send({ id: result.id, receivedAt: result.receivedAt.toISOString() });
  });
};
