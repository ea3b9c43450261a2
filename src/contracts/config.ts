import { z } from "zod";

export const appConfig = z.object({ demoMode: z.boolean() });
export type AppConfig = z.infer<typeof appConfig>;
