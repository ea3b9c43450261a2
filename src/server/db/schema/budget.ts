import { index, integer, jsonb, pgTable, real, serial, text } from "drizzle-orm/pg-core";
import type { BudgetCalculation } from "@domain/pay";
import { users } from "./accounts";
import { createdAt } from "./enums";

/**
 * A learner's saved pay & budget scenarios (issue 13). The settings are stored as sent; `calculation` is what the
 * server worked out from them with the pay tables of `pay_year` — never the client's figures — so a saved scenario
 * keeps showing the numbers it was saved with after next year's tables arrive.
 */
export const budgetSimulations = pgTable(
  "budget_simulations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rank: text("rank").notNull(),
    branch: text("branch").notNull(),
    yearsOfService: integer("years_of_service").notNull(),
    signingBonus: integer("signing_bonus").notNull(),
    tspPercent: integer("tsp_percent").notNull(),
    state: text("state").notNull(),
    stateRatePercent: real("state_rate_percent").notNull(),
    bahOverride: integer("bah_override"),
    payYear: integer("pay_year").notNull(),
    calculation: jsonb("calculation").$type<BudgetCalculation>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("budget_simulations_user_idx").on(t.userId, t.createdAt)],
);
