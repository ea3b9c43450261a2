import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/rows";
import { recruitInvites, recruiterAccounts, recruits } from "../../db/schema";
import { usersRepo, type NewUser } from "../users";

export type RecruiterAccountRow = typeof recruiterAccounts.$inferSelect;
export type RecruiterAccountValues = Omit<typeof recruiterAccounts.$inferInsert, "userId" | "createdAt" | "subscriptionTier" | "sample">;
export type RecruitRow = typeof recruits.$inferSelect;
export type RecruitValues = Omit<typeof recruits.$inferInsert, "id" | "recruiterUserId" | "createdAt" | "updatedAt" | "learnerUserId">;

/** A roster holds at most this many rows whatever the plan (the largest cap is 200): a bound for every list. */
const ROSTER_LIST_LIMIT = 1000;

/** Postgres unique violation: the recruiter code's index refused a second account with the same code. */
export const isUniqueViolation = (err: unknown, index: string): boolean => {
  const e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown; message?: string } | null;
  if (!e) return false;
  if (e.code === "23505" && (e.constraint === index || e.constraint_name === index || String(e.message).includes(index))) return true;
  return e.cause ? isUniqueViolation(e.cause, index) : false;
};

export function recruiterAccountsRepo(db: Db) {
  return {
    /** The user and the account in one transaction: both exist, or neither (a taken code undoes the user). */
    async createRecruiter(user: NewUser, account: RecruiterAccountValues): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const created = await usersRepo(tx as unknown as Db).insert({ ...user, role: "recruiter" });
        if (!created) return undefined;
        await tx.insert(recruiterAccounts).values({ ...account, userId: created.id });
        return created;
      });
    },

    async codeTaken(code: string): Promise<boolean> {
      const rows = await db
        .select({ id: recruiterAccounts.userId })
        .from(recruiterAccounts)
        .where(sql`lower(${recruiterAccounts.recruiterCode}) = ${code.toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },

    async account(userId: number): Promise<RecruiterAccountRow | undefined> {
      const [row] = await db.select().from(recruiterAccounts).where(eq(recruiterAccounts.userId, userId));
      return row;
    },

    async updateProfile(userId: number, values: Omit<RecruiterAccountValues, "recruiterCode">): Promise<RecruiterAccountRow | undefined> {
      const [row] = await db.update(recruiterAccounts).set(values).where(eq(recruiterAccounts.userId, userId)).returning();
      return row;
    },

    async countRecruits(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recruits)
        .where(eq(recruits.recruiterUserId, userId));
      return row?.n ?? 0;
    },

    list(userId: number): Promise<RecruitRow[]> {
      return db
        .select()
        .from(recruits)
        .where(eq(recruits.recruiterUserId, userId))
        .orderBy(asc(recruits.createdAt), asc(recruits.id))
        .limit(ROSTER_LIST_LIMIT);
    },

    async recruit(userId: number, id: number): Promise<RecruitRow | undefined> {
      const [row] = await db
        .select()
        .from(recruits)
        .where(and(eq(recruits.id, id), eq(recruits.recruiterUserId, userId)));
      return row;
    },

    /**
     * Adds a recruit unless the roster is at `capOf(tier)`. The account row is locked first (FOR UPDATE), so two adds
     * at once queue behind each other and the second counts the first: the cap cannot be passed by racing. Returns
     * the new row, or the tier and count when the roster is full; undefined when there is no account.
     */
    async addWithinCap(
      userId: number,
      values: RecruitValues & { learnerUserId?: number | null },
      capOf: (tier: RecruiterAccountRow["subscriptionTier"]) => number,
    ): Promise<{ added: RecruitRow } | { full: RecruiterAccountRow["subscriptionTier"]; cap: number } | undefined> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ tier: recruiterAccounts.subscriptionTier })
          .from(recruiterAccounts)
          .where(eq(recruiterAccounts.userId, userId))
          .for("update");
        if (!account) return undefined;
        const cap = capOf(account.tier);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(recruits)
          .where(eq(recruits.recruiterUserId, userId));
        if ((count?.n ?? 0) >= cap) return { full: account.tier, cap };
        const [added] = await tx
          .insert(recruits)
          .values({ ...values, recruiterUserId: userId })
          .returning();
        if (!added) throw new Error("recruit not stored");
        return { added };
      });
    },

    async update(userId: number, id: number, values: RecruitValues): Promise<RecruitRow | undefined> {
      const [row] = await db
        .update(recruits)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(recruits.id, id), eq(recruits.recruiterUserId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(recruits)
        .where(and(eq(recruits.id, id), eq(recruits.recruiterUserId, userId)))
        .returning({ id: recruits.id });
      return rows.length > 0;
    },

    // Live-progress invites.
    async createInvite(recruitId: number, code: string, email: string | null, expiresAt: Date) {
      const [row] = await db.insert(recruitInvites).values({ recruitId, code, email, expiresAt }).returning();
      if (!row) throw new Error("invite not stored");
      return row;
    },

    /**
     * Links the learner to the invite's recruit, once: the invite must be open (not accepted, revoked or expired)
     * and the recruit not linked to someone else. One transaction, the invite row locked.
     */
    async acceptInvite(code: string, learnerUserId: number, now: Date): Promise<"ok" | "invalid" | "linked"> {
      return db.transaction(async (tx) => {
        const [invite] = await tx.select().from(recruitInvites).where(eq(recruitInvites.code, code)).for("update");
        if (!invite || invite.revokedAt || invite.expiresAt <= now) return "invalid";
        if (invite.acceptedByUserId !== null && invite.acceptedByUserId !== learnerUserId) return "invalid";
        const [target] = await tx.select().from(recruits).where(eq(recruits.id, invite.recruitId)).for("update");
        if (!target) return "invalid";
        if (target.learnerUserId !== null && target.learnerUserId !== learnerUserId) return "linked";
        await tx.update(recruitInvites).set({ acceptedByUserId: learnerUserId, acceptedAt: now }).where(eq(recruitInvites.id, invite.id));
        await tx.update(recruits).set({ learnerUserId, updatedAt: now }).where(eq(recruits.id, target.id));
        return "ok";
      });
    },

    /** The recruiters who see this learner's progress: roster entries linked to them. */
    accessOf(learnerUserId: number) {
      return db
        .select({
          recruitId: recruits.id,
          displayName: recruiterAccounts.displayName,
          rank: recruiterAccounts.rank,
          organization: recruiterAccounts.organization,
          station: recruiterAccounts.station,
          branch: recruiterAccounts.branch,
          since: sql<Date | null>`(select max(${recruitInvites.acceptedAt}) from ${recruitInvites}
                 where ${recruitInvites.recruitId} = ${recruits.id} and ${recruitInvites.acceptedByUserId} = ${learnerUserId})`,
        })
        .from(recruits)
        .innerJoin(recruiterAccounts, eq(recruiterAccounts.userId, recruits.recruiterUserId))
        .where(eq(recruits.learnerUserId, learnerUserId))
        .orderBy(asc(recruits.id));
    },

    /** Revokes at once: the link is cleared and the invites used for it can no longer be replayed. */
    async revoke(learnerUserId: number, recruitId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(recruits)
          .set({ learnerUserId: null, updatedAt: now })
          .where(and(eq(recruits.id, recruitId), eq(recruits.learnerUserId, learnerUserId)))
          .returning({ id: recruits.id });
        if (rows.length === 0) return false;
        await tx
          .update(recruitInvites)
          .set({ revokedAt: now })
          .where(and(eq(recruitInvites.recruitId, recruitId), eq(recruitInvites.acceptedByUserId, learnerUserId)));
        return true;
      });
    },
  };
}
export type RecruiterAccountsRepo = ReturnType<typeof recruiterAccountsRepo>;
