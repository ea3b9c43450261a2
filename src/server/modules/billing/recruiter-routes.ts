import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  recruiterCheckoutResponse,
  recruiterPlanChoice,
  recruiterPlansResponse,
  recruiterSubscriptionView,
} from "@contracts/recruiter-plans";
import { errorResponse } from "@contracts/common";
import { requireUser } from "../../plugins/session";
import type { RecruiterBillingService } from "./recruiter-service";

const errors = { 400: errorResponse, 401: errorResponse, 402: errorResponse, 403: errorResponse, 409: errorResponse, 503: errorResponse };

/** Recruiter plans (§9): the public price table, and a recruiter's checkout, plan view, change, cancel and resume. */
export const recruiterPlanRoutes: FastifyPluginAsyncZod<{ service: RecruiterBillingService }> = async (app, { service }) => {
  app.get("/api/recruiter/plans", { schema: { response: { 200: recruiterPlansResponse } } }, async () => service.plans());

  app.get("/api/recruiter/subscription", { schema: { response: { 200: recruiterSubscriptionView, ...errors } } }, async (request) =>
    service.view(requireUser(request)),
  );

  app.post(
    "/api/recruiter/subscription",
    { schema: { body: recruiterPlanChoice, response: { 200: recruiterCheckoutResponse, ...errors } } },
    async (request) => service.checkout(requireUser(request), request.body.plan, request.body.interval),
  );

  app.post(
    "/api/recruiter/subscription/change",
    { schema: { body: recruiterPlanChoice, response: { 200: recruiterSubscriptionView, ...errors } } },
    async (request) => service.change(requireUser(request), request.body.plan, request.body.interval),
  );

  app.post("/api/recruiter/subscription/cancel", { schema: { response: { 200: recruiterSubscriptionView, ...errors } } }, async (request) =>
    service.cancel(requireUser(request)),
  );
  app.post("/api/recruiter/subscription/resume", { schema: { response: { 200: recruiterSubscriptionView, ...errors } } }, async (request) =>
    service.resume(requireUser(request)),
  );
};
