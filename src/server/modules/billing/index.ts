export { billingRepo, type BillingRepo } from "./repo";
export { billingService, type BillingService } from "./service";
export { billingEvents, type BillingEvents } from "./events";
export { billingRoutes, WEBHOOK_PATH } from "./routes";
export { sandboxRoutes } from "./sandbox-routes";
