import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@contracts/common";
import { studyMaterial, type StudyMaterialDto } from "@contracts/study-materials";
import { requireUser } from "../../plugins/session";
import type { StudyMaterialsRepo } from "./repo";

export const studyMaterialRoutes: FastifyPluginAsyncZod<{ repo: StudyMaterialsRepo }> = async (app, { repo }) => {
  app.get("/api/study-materials", { schema: { response: { 200: z.array(studyMaterial), 401: errorResponse } } }, async (request) => {
    requireUser(request);
    return (await repo.list()) as StudyMaterialDto[];
  });
};
