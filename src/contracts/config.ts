import { z } from "zod";

export const appConfig = z.object({
  demoMode: z.boolean(),
  /** Seconds allowed per practice question (180 in the product). */
  secondsPerQuestion: z.number().int().positive(),
  /** Test builds only: lets end-to-end tests shorten timers with a query parameter. */
  testHooks: z.boolean(),
  /** Which payment provider's client the browser loads: the sandbox's card form, or Stripe's Payment Element. */
  payments: z.object({ provider: z.enum(["sandbox", "stripe"]), publishableKey: z.string().nullable() }),
});
export type AppConfig = z.infer<typeof appConfig>;
