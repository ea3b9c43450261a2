export { billingRepo, type BillingRepo } from "./repo";
export { billingService, type BillingService } from "./service";
export { billingEvents, type BillingEvents } from "./events";
export { billingRoutes, WEBHOOK_PATH } from "./routes";
export { sandboxRoutes } from "./sandbox-routes";
export { recruiterBillingRepo, type RecruiterBillingRepo } from "./recruiter-repo";
export { recruiterBillingService, type RecruiterBillingService } from "./recruiter-service";
export { recruiterPlanRoutes } from "./recruiter-routes";
