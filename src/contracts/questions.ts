import { z } from "zod";
import { int4IdParam } from "./common";

export const passage = z.object({ id: z.string(), title: z.string(), text: z.string() });

/**
 * A question as served before it is answered: no key, no explanation. The key reaches the client only in
 * an answer's result (and, for offline use, in the offline pack; see docs/decisions/0007-question-bank.md).
 */
export const publicQuestion = z.object({
  id: z.string(),
  sectionId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  topic: z.string(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  figure: z.string().nullable(),
  figureAlt: z.string().nullable(),
  passage: passage.nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

export const sectionIdParams = z.object({ sectionId: int4IdParam("Section id") });

export const randomQuestionsQuery = z.object({
  random: z
    .enum(["true", "false"], { message: "random must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(10),
});

export const questionsEnvelope = z.object({ questions: z.array(publicQuestion) });

/** An item of an offline pack: the key and explanation travel with it so answers can be marked offline. */
export const offlineQuestion = publicQuestion.extend({ correctAnswer: z.number().int(), explanation: z.string() });
export type OfflineQuestion = z.infer<typeof offlineQuestion>;

export const offlinePack = z.object({
  sectionId: z.number().int(),
  questions: z.array(offlineQuestion),
  generatedAt: z.string(),
});
export type OfflinePack = z.infer<typeof offlinePack>;

export const offlinePackQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(20),
});
