import { z } from "zod";
import { BRANCH_CODES, ROLES, SUBSCRIPTION_TIERS, TEST_MODES } from "@domain/constants";

export const branchCode = z.enum(BRANCH_CODES, { message: "Choose a valid military branch" });
export const testMode = z.enum(TEST_MODES, { message: "Test mode must be asvab, sat or act" });

export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  targetBranch: branchCode.nullable(),
  hasBridgeAccess: z.boolean(),
  testMode,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const updateBranchRequest = z.object({ targetBranch: branchCode.nullable() });
export type UpdateBranchRequest = z.infer<typeof updateBranchRequest>;

export const testModeRequest = z.object({ testMode });
export type TestModeRequest = z.infer<typeof testModeRequest>;

export { USER_MESSAGES } from "./user-messages";
