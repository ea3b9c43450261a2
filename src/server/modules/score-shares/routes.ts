import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { scoreShareRequest } from "@contracts/practice";
import { requireUser } from "../../plugins/session";
import type { ScoreSharesRepo } from "./repo";

/** Learning spec §5: a learner shares an AFQT score so local recruiters can see it and get in touch. */
export const scoreShareRoutes: FastifyPluginAsyncZod<{ repo: ScoreSharesRepo }> = async (app, { repo }) => {
  const errors = { 400: errorResponse, 401: errorResponse };
  app.post(
    "/api/score-shares",
    { schema: { body: scoreShareRequest, response: { 201: z.object({ id: z.number().int() }), ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      const saved = await repo.insert({
        userId: user.id,
        afqtScore: Math.round(input.afqtScore),
        branchCode: input.branchCode,
        userZipCode: input.userZipCode,
        userPhone: input.userPhone,
        userEmail: input.userEmail,
        message: input.message?.trim() || null,
      });
      return reply.code(201).send(saved);
    },
  );
};
