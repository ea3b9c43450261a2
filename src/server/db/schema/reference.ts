import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { SpecialtyJobs } from "@contracts/branches";
import { branchCodeEnum, sectionCodeEnum } from "./enums";

export const militaryBranches = pgTable("military_branches", {
  code: branchCodeEnum("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  minimumAfqtScore: integer("minimum_afqt_score").notNull(),
  gedMinimumAfqtScore: integer("ged_minimum_afqt_score").notNull(),
  primarySections: jsonb("primary_sections").$type<string[]>().notNull(),
  specialtyJobs: jsonb("specialty_jobs").$type<SpecialtyJobs>().notNull(),
  recruitmentInfo: text("recruitment_info").notNull(),
  recruiterUrl: text("recruiter_url").notNull(),
  recruiterPhone: text("recruiter_phone"),
  position: integer("position").notNull(),
});

export const sections = pgTable("sections", {
  id: integer("id").primaryKey(),
  code: sectionCodeEnum("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  itemCount: integer("item_count").notNull(),
  timeLimitMinutes: integer("time_limit_minutes").notNull(),
  position: integer("position").notNull(),
  inAfqt: boolean("in_afqt").notNull(),
});
