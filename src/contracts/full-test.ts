import { z } from "zod";
import { BRANCH_CODES } from "@domain/constants";
import { publicQuestion } from "./questions";

export { FULL_TEST_MESSAGES } from "./full-test-messages";

export const startFullTestRequest = z.object({
  /** Abandon an unfinished full test and begin again. */
  restart: z.boolean().default(false),
  /** Shortens every time limit; honoured only when the server runs with TEST_HOOKS=1. */
  timeScale: z.number().min(0.001).max(1).optional(),
});

export const fullTestParams = z.object({ id: z.string().min(1).max(80) });

const jobRef = z.object({ code: z.string(), title: z.string(), category: z.string() });
export const branchJobs = z.object({
  branch: z.enum(BRANCH_CODES),
  total: z.number().int(),
  qualified: z.array(jobRef),
  /** Met on the ASVAB side but also need a separate test (DLAB, PSM, Cyber Test...). */
  needsOtherTest: z.array(jobRef),
  /** The not-yet-qualified jobs closest to reach, with the points still missing on their nearest rule. */
  closest: z.array(jobRef.extend({ shortfall: z.number().int(), on: z.string() })),
});

export const fullTestResults = z.object({
  standardScores: z.record(z.string(), z.number().int()),
  thetas: z.record(z.string(), z.number()),
  ve: z.number().int(),
  as: z.number().int(),
  afqtRaw: z.number().int(),
  afqtPercentile: z.number().int(),
  afqtCategory: z.string(),
  composites: z.object({
    army: z.record(z.string(), z.number().int()),
    marines: z.record(z.string(), z.number().int()),
    air_force: z.record(z.string(), z.number().int()),
    navy: z.record(z.string(), z.number().int()),
  }),
  jobs: z.array(branchJobs),
  /** Subtests whose time ran out: their unreached items were scored as random guesses, as on the real test. */
  timedOut: z.array(z.string()),
});
export type FullTestResults = z.infer<typeof fullTestResults>;

export const subtestState = z.object({
  sectionId: z.number().int(),
  code: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
  timeLimitSeconds: z.number().int(),
  status: z.enum(["pending", "active", "done"]),
  answered: z.number().int(),
  timedOut: z.boolean(),
});

export const activeSubtest = z.object({
  sessionId: z.string(),
  sectionId: z.number().int(),
  answered: z.number().int(),
  total: z.number().int(),
  deadlineAt: z.string(),
  secondsRemaining: z.number().int(),
  question: publicQuestion.nullable(),
});

export const fullTest = z.object({
  id: z.string(),
  status: z.enum(["in_progress", "completed", "abandoned"]),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  nextIndex: z.number().int(),
  timeScale: z.number(),
  subtests: z.array(subtestState),
  active: activeSubtest.nullable(),
  results: fullTestResults.nullable(),
});
export type FullTestDto = z.infer<typeof fullTest>;

export const fullTestSummary = z.object({
  id: z.string(),
  status: z.enum(["in_progress", "completed", "abandoned"]),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  afqtPercentile: z.number().int().nullable(),
  afqtCategory: z.string().nullable(),
});
export type FullTestSummary = z.infer<typeof fullTestSummary>;

export const fullTestList = z.object({ tests: z.array(fullTestSummary), current: fullTestSummary.nullable() });
