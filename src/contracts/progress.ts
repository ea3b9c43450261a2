import { z } from "zod";
import { int4Id } from "./common";

export const sectionProgress = z.object({
  sectionId: z.number().int(),
  completedQuestions: z.number().int(),
  totalQuestions: z.number().int(),
  averageScore: z.number(),
});
export type SectionProgress = z.infer<typeof sectionProgress>;

export const testSessionSummary = z.object({
  id: z.string(),
  sectionId: z.number().int(),
  totalQuestions: z.number().int(),
  isCompleted: z.boolean(),
  score: z.number().int().nullable(),
  timeSpent: z.number().int(),
  isAdaptive: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TestSessionSummary = z.infer<typeof testSessionSummary>;

export const progressUpdateRequest = z.object({
  sectionId: int4Id("sectionId is required"),
  /** Ignored: progress is derived from answers. */
  completedQuestions: z.unknown().optional(),
  totalQuestions: z.unknown().optional(),
  averageScore: z.unknown().optional(),
});
