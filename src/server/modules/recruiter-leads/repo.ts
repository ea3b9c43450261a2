import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { LEAD_FALLBACK_COUNT, LEAD_RADIUS_MILES, type LatLng } from "@domain/geo";
import type { RecruiterBranch } from "@domain/recruiters";
import type { Db } from "../../db/client";
import { recruiterAccounts, recruiterLeads, scoreShares, users } from "../../db/schema";
import { milesFrom } from "../recruiter-finder";

/** This module owns `recruiter_leads`; it reads the shares (score-shares) and offices (recruiter-accounts) it joins. */
export type LeadStatus = "new" | "accepted" | "dismissed";

export interface LeadRow {
  id: number;
  status: LeadStatus;
  createdAt: Date;
  distanceMiles: number | null;
  recruitId: number | null;
  learnerUserId: number;
  learnerName: string;
  afqtScore: number;
  branchCode: (typeof scoreShares.$inferSelect)["branchCode"];
  zipCode: string;
  email: string;
  phone: string;
  message: string | null;
}

/** The inbox shows the most recent leads; older ones stay stored. */
const INBOX_LIMIT = 200;

export function recruiterLeadsRepo(db: Db) {
  const leadColumns = {
    id: recruiterLeads.id,
    status: recruiterLeads.status,
    createdAt: recruiterLeads.createdAt,
    distanceMiles: recruiterLeads.distanceMiles,
    recruitId: recruiterLeads.recruitId,
    learnerUserId: scoreShares.userId,
    learnerName: users.username,
    afqtScore: scoreShares.afqtScore,
    branchCode: scoreShares.branchCode,
    zipCode: scoreShares.userZipCode,
    email: scoreShares.userEmail,
    phone: scoreShares.userPhone,
    message: scoreShares.message,
  };
  const leadsQuery = (tx: Db) =>
    tx
      .select(leadColumns)
      .from(recruiterLeads)
      .innerJoin(scoreShares, eq(scoreShares.id, recruiterLeads.scoreShareId))
      .innerJoin(users, eq(users.id, scoreShares.userId));

  return {
    /**
     * Routes one stored share (in the share's own transaction, `tx`): real recruiters (not demo samples) of the
     * share's service — a Guard recruiter serves its parent service's learners — whose office is within 50 miles
     * of the learner; when none is, the nearest three. Idempotent (one lead per share and recruiter).
     */
    async route(tx: Db, share: { id: number; branches: readonly RecruiterBranch[]; origin: LatLng }): Promise<number> {
      const distance = milesFrom(share.origin);
      const candidates = and(eq(recruiterAccounts.sample, false), inArray(recruiterAccounts.branch, [...share.branches]));
      let targets = await tx
        .select({ userId: recruiterAccounts.userId, distance })
        .from(recruiterAccounts)
        .where(and(candidates, sql`${distance} <= ${LEAD_RADIUS_MILES}`))
        .orderBy(asc(distance));
      if (targets.length === 0) {
        targets = await tx
          .select({ userId: recruiterAccounts.userId, distance })
          .from(recruiterAccounts)
          .where(candidates)
          .orderBy(asc(distance), asc(recruiterAccounts.userId))
          .limit(LEAD_FALLBACK_COUNT);
      }
      if (targets.length === 0) return 0;
      const stored = await tx
        .insert(recruiterLeads)
        .values(targets.map((t) => ({ scoreShareId: share.id, recruiterUserId: t.userId, distanceMiles: Number(t.distance) })))
        .onConflictDoNothing()
        .returning({ id: recruiterLeads.id });
      return stored.length;
    },

    /** New leads first, then the rest; newest first within each. */
    async inbox(recruiterUserId: number): Promise<LeadRow[]> {
      return (await leadsQuery(db)
        .where(eq(recruiterLeads.recruiterUserId, recruiterUserId))
        .orderBy(sql`(${recruiterLeads.status} = 'new') desc`, desc(recruiterLeads.createdAt), desc(recruiterLeads.id))
        .limit(INBOX_LIMIT)) as LeadRow[];
    },

    async find(recruiterUserId: number, id: number): Promise<LeadRow | undefined> {
      const [row] = await leadsQuery(db).where(and(eq(recruiterLeads.id, id), eq(recruiterLeads.recruiterUserId, recruiterUserId)));
      return row as LeadRow | undefined;
    },

    /** Claims a lead for accepting (so two clicks cannot make two recruits); returns the status it had, or null. */
    async claim(recruiterUserId: number, id: number): Promise<LeadStatus | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: recruiterLeads.status })
          .from(recruiterLeads)
          .where(and(eq(recruiterLeads.id, id), eq(recruiterLeads.recruiterUserId, recruiterUserId), ne(recruiterLeads.status, "accepted")))
          .for("update");
        if (!row) return null;
        await tx.update(recruiterLeads).set({ status: "accepted" }).where(eq(recruiterLeads.id, id));
        return row.status;
      });
    },

    async setStatus(recruiterUserId: number, id: number, status: LeadStatus, recruitId?: number | null): Promise<boolean> {
      const rows = await db
        .update(recruiterLeads)
        .set({ status, ...(recruitId === undefined ? {} : { recruitId }) })
        .where(and(eq(recruiterLeads.id, id), eq(recruiterLeads.recruiterUserId, recruiterUserId)))
        .returning({ id: recruiterLeads.id });
      return rows.length > 0;
    },
  };
}
export type RecruiterLeadsRepo = ReturnType<typeof recruiterLeadsRepo>;
