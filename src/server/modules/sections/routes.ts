import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { section } from "@contracts/sections";
import type { SectionsRepo } from "./repo";

/** Reference data: public. Sections come in official CAT-ASVAB order. */
export const sectionRoutes: FastifyPluginAsyncZod<{ repo: SectionsRepo }> = async (app, { repo }) => {
  app.get("/api/sections", { schema: { response: { 200: z.array(section) } } }, () => repo.list());
};
