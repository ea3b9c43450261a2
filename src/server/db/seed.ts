import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { militaryBranches, progress, sections, testSessions, users } from "./schema";
import { BRANCH_SEED } from "./seed-data/branches";
import { SECTION_SEED } from "./seed-data/sections";
import { DEMO_ACCOUNTS, DEMO_LEARNER_HISTORY } from "./seed-data/demo";
import { hashPassword } from "../lib/password";
import { seedDemoRecruiterAccounts } from "./seed-recruiter-rosters";

/** Reference data: always upserted so edits to the seed files reach existing databases. */
export async function seedReferenceData(db: Db): Promise<void> {
  for (const s of SECTION_SEED) {
    await db
      .insert(sections)
      .values(s)
      .onConflictDoUpdate({ target: sections.id, set: { ...s } });
  }
  for (const b of BRANCH_SEED) {
    await db
      .insert(militaryBranches)
      .values(b)
      .onConflictDoUpdate({ target: militaryBranches.code, set: { ...b } });
  }
}

/**
 * Demo accounts and a learner with some practice history. Existing accounts are left alone
 * (a demo user may have changed their branch), so running the seed twice changes nothing.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username.toLowerCase()}`);
    if (existing.length > 0) continue;
    const [created] = await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        subscriptionTier: account.subscriptionTier,
        targetBranch: account.targetBranch,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created && account.withHistory) await seedHistory(db, created.id);
  }
  // The staff accounts' recruiter rosters (issue 15), so the recruiter dashboard is full in demo mode.
  await seedDemoRecruiterAccounts(db);
}

async function seedHistory(db: Db, userId: number): Promise<void> {
  const already = await db.select({ id: testSessions.id }).from(testSessions).where(eq(testSessions.userId, userId)).limit(1);
  if (already.length > 0) return;
  const now = Date.now();
  const bySection = new Map<number, { answered: number; scores: number[] }>();
  // The demo history has sessions but no answer rows; progress carries the equivalent counts.
  for (const h of DEMO_LEARNER_HISTORY) {
    const completedAt = new Date(now - h.daysAgo * 86_400_000);
    await db.insert(testSessions).values({
      id: randomUUID(),
      userId,
      sectionId: h.sectionId,
      totalQuestions: 10,
      isCompleted: true,
      score: h.score,
      timeSpent: h.minutes * 60,
      createdAt: new Date(completedAt.getTime() - h.minutes * 60_000),
      completedAt,
    });
    const entry = bySection.get(h.sectionId) ?? { answered: 0, scores: [] };
    entry.answered += 10;
    entry.scores.push(h.score);
    bySection.set(h.sectionId, entry);
  }
  for (const [sectionId, { answered, scores }] of bySection) {
    await db
      .insert(progress)
      .values({
        userId,
        sectionId,
        completedQuestions: answered,
        correctAnswers: Math.round((answered * scores.reduce((a, b) => a + b, 0)) / scores.length / 100),
        totalQuestions: 20,
        averageScore: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
      })
      .onConflictDoNothing();
  }
}
