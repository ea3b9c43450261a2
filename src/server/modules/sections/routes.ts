import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { section } from "@contracts/sections";
import type { SectionsService } from "./service";

/** Reference data: public. Sections come in official CAT-ASVAB order. */
export const sectionRoutes: FastifyPluginAsyncZod<{ service: SectionsService }> = async (app, { service }) => {
  app.get("/api/sections", { schema: { response: { 200: z.array(section) } } }, () => service.list());
};
