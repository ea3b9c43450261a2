import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { recruiterAccounts, recruits, users } from "./schema";
import { DEMO_RECRUITER_ACCOUNTS } from "./seed-data/demo-recruiters";

/** Demo mode only: a recruiter account with a sample roster for each staff account; left alone once it exists. */
export async function seedDemoRecruiterAccounts(db: Db): Promise<void> {
  for (const demo of DEMO_RECRUITER_ACCOUNTS) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${demo.username.toLowerCase()}`);
    if (!user) continue;
    const { username: _username, tier, roster, ...profile } = demo;
    const [created] = await db
      .insert(recruiterAccounts)
      .values({ ...profile, userId: user.id, subscriptionTier: tier, publicListing: false })
      .onConflictDoNothing()
      .returning({ userId: recruiterAccounts.userId });
    if (!created) continue;
    await db.insert(recruits).values(
      roster.map((r) => ({
        recruiterUserId: user.id,
        recruitName: r.name,
        recruitEmail: r.email,
        targetBranch: r.branch,
        targetMos: r.mos,
        asvabGoalScore: r.goal,
        currentScore: r.current,
        status: r.status,
        enlistmentDate: r.enlistment,
        notes: r.notes,
      })),
    );
  }
}
