import type { answers, testSessions, users } from "./schema";

/** Row types shared across modules and plugins (a plugin never imports a module to learn a type). */
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof testSessions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
