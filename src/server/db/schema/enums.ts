import { pgEnum, timestamp } from "drizzle-orm/pg-core";
import { BRANCH_CODES, ROLES, SECTION_CODES, SUBSCRIPTION_TIERS, TEST_MODES } from "@domain/constants";

export const difficultyEnum = pgEnum("difficulty", ["easy", "medium", "hard"]);
export const itemSourceEnum = pgEnum("item_source", ["authored", "generated"]);
export const materialTypeEnum = pgEnum("study_material_type", ["guide", "formula", "vocabulary"]);
export const roleEnum = pgEnum("user_role", ROLES);
export const tierEnum = pgEnum("subscription_tier", SUBSCRIPTION_TIERS);
export const testModeEnum = pgEnum("test_mode", TEST_MODES);
export const branchCodeEnum = pgEnum("branch_code", BRANCH_CODES);
export const sectionCodeEnum = pgEnum("section_code", SECTION_CODES);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
