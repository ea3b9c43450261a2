import { z } from "zod";
import { isTimeZone } from "@domain/analytics/calendar-day";
import { CHEAT_SHEET_SEVERITIES } from "@domain/cheat-sheets/weakest-topics";
import { SECTION_CODES } from "@domain/constants";
import { int4IdParam } from "./common";

/** Learning spec §9: after a generate request the list is polled every 2 s, for at most 30 s. */
export const CHEAT_SHEET_POLL_MS = 2_000;
export const CHEAT_SHEET_POLL_LIMIT_MS = 30_000;

export { CHEAT_SHEET_MESSAGES } from "./cheat-sheets-messages";

/** The learner's zone for "this week" (Sunday midnight there); the browser's IANA name, UTC when absent. */
export const cheatSheetQuery = z.object({ tz: z.string().refine(isTimeZone, "Unknown time zone").optional() });

export const cheatSheetParams = z.object({ id: int4IdParam("Cheat sheet id") });

export const weakTopic = z.object({
  topicName: z.string(),
  sectionCode: z.enum(SECTION_CODES),
  severity: z.enum(CHEAT_SHEET_SEVERITIES),
  /** 0 … 1 */
  errorRate: z.number(),
  incorrectCount: z.number().int(),
  totalAttempts: z.number().int(),
});
export type WeakTopicDto = z.infer<typeof weakTopic>;

export const cheatSheetContent = z.object({
  formulas: z.array(z.object({ topic: z.string(), title: z.string(), formula: z.string(), example: z.string() })),
  vocabulary: z.array(z.object({ topic: z.string(), term: z.string(), definition: z.string(), synonyms: z.array(z.string()) })),
  tips: z.array(z.object({ topic: z.string(), tip: z.string() })),
});
export type CheatSheetContentDto = z.infer<typeof cheatSheetContent>;

/** Learning spec §3 "Cheat sheet". Topics and content are empty while the sheet is generating. */
export const cheatSheet = z.object({
  id: z.number().int(),
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  status: z.enum(["generating", "ready", "error"]),
  isWatermarked: z.boolean(),
  downloadCount: z.number().int(),
  weakestTopics: z.array(weakTopic),
  generatedContent: cheatSheetContent,
  createdAt: z.string(),
});
export type CheatSheetDto = z.infer<typeof cheatSheet>;

/**
 * What the screen needs besides the list: this week in the learner's zone, whether they have answers enough for a
 * sheet ('No Study Data Yet' otherwise), and the plan's weekly allowance from the rule book (null = unlimited).
 */
export const cheatSheetOverview = z.object({
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  resetDate: z.string(),
  hasStudyData: z.boolean(),
  sheetsPerWeek: z.number().int().nullable(),
  sheetsThisWeek: z.number().int(),
  watermarked: z.boolean(),
});
export type CheatSheetOverviewDto = z.infer<typeof cheatSheetOverview>;

export const generateCheatSheetResponse = z.object({ id: z.number().int(), status: z.literal("generating") });
export const downloadCheatSheetResponse = z.object({ downloadUrl: z.string() });
