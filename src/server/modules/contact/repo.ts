import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export function contactRepo(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error("contact message not stored");
      return row;
    },
  };
}
export type ContactRepo = ReturnType<typeof contactRepo>;
