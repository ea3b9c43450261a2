import { z } from "zod";
import { JOB_GROUPS } from "@domain/constants";
import { branchCode } from "./user";

export const specialtyJobs = z.object(
  Object.fromEntries(JOB_GROUPS.map((g) => [g, z.array(z.string())])) as Record<(typeof JOB_GROUPS)[number], z.ZodArray<z.ZodString>>,
);
export type SpecialtyJobs = z.infer<typeof specialtyJobs>;

export const militaryBranch = z.object({
  code: branchCode,
  name: z.string(),
  description: z.string(),
  minimumAFQTScore: z.number().int(),
  gedMinimumAFQTScore: z.number().int(),
  primarySections: z.array(z.string()),
  specialtyJobs,
  recruitmentInfo: z.string(),
  recruiterUrl: z.string(),
  recruiterPhone: z.string().nullable(),
});
export type MilitaryBranch = z.infer<typeof militaryBranch>;

export const branchParams = z.object({ code: z.string().min(1).max(40) });
