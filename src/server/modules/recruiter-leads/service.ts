import type { BranchCode } from "@domain/constants";
import { roundMiles } from "@domain/geo";
import { RECRUIT_GOAL_MIN, RECRUIT_SCORE_MAX, RECRUITER_BRANCHES, serviceOfRecruiterBranch } from "@domain/recruiters";
import { RECRUITER_FINDER_MESSAGES, type RecruiterLead } from "@contracts/recruiter-finder";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/rows";
import { conflict, notFound } from "../../plugins/errors";
import { assertRecruiterRole } from "../recruiter-accounts";
import type { LeadRow, RecruiterLeadsRepo } from "./repo";

/** What the leads module needs from elsewhere, passed in by app.ts. */
export interface RecruiterLeadsDeps {
  repo: RecruiterLeadsRepo;
  /** The offline place directory (server/geo). */
  places: { resolve(text: string): { latitude: number; longitude: number } | null };
  /** Of these learners, who marked a recruiter packet 'shared with my recruiter' (recruiter-packet module). */
  packets: { sharedBy(learnerUserIds: number[]): Promise<Set<number>> };
  /** The roster's add within the plan's cap (recruiter-accounts module; throws its 409 when full). */
  roster: {
    add(
      recruiterUserId: number,
      values: {
        recruitName: string;
        recruitEmail: string | null;
        targetBranch: BranchCode;
        asvabGoalScore: number;
        currentScore: number;
        notes: string | null;
        learnerUserId: number;
      },
    ): Promise<{ id: number }>;
  };
  /** A branch's minimum AFQT (reference data): the new recruit's starting goal, which the recruiter may change. */
  minimumAfqt(branch: BranchCode): Promise<number | null>;
}

/** The recruiter branches whose recruiters hear from a learner who chose `service` (a Guard serves its parent). */
export const branchesServing = (service: BranchCode) => RECRUITER_BRANCHES.filter((b) => serviceOfRecruiterBranch(b) === service);

export function recruiterLeadsService({ repo, places, packets, roster, minimumAfqt }: RecruiterLeadsDeps) {
  function toLead(row: LeadRow, shared: Set<number>): RecruiterLead {
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      learnerName: row.learnerName,
      afqtScore: row.afqtScore,
      branch: row.branchCode,
      zipCode: row.zipCode,
      email: row.email,
      phone: row.phone,
      message: row.message,
      distance: row.distanceMiles === null ? null : roundMiles(row.distanceMiles),
      packetShared: shared.has(row.learnerUserId),
      recruitId: row.recruitId,
    };
  }

  async function ownLead(user: UserRow, id: number): Promise<LeadRow> {
    assertRecruiterRole(user);
    const lead = await repo.find(user.id, id);
    if (!lead) throw notFound(RECRUITER_FINDER_MESSAGES.leadNotFound);
    return lead;
  }

  const withPacket = async (row: LeadRow) => toLead(row, await packets.sharedBy([row.learnerUserId]));

  return {
    /**
     * Called by the score-shares module inside the share's transaction. A ZIP the directory does not know routes
     * nowhere (there is no distance to judge by); the share itself is stored either way.
     */
    async routeShare(tx: Db, share: { id: number; branchCode: BranchCode; userZipCode: string }): Promise<number> {
      const origin = places.resolve(share.userZipCode);
      if (!origin) return 0;
      return repo.route(tx, { id: share.id, branches: branchesServing(share.branchCode), origin });
    },

    async inbox(user: UserRow): Promise<RecruiterLead[]> {
      assertRecruiterRole(user);
      const rows = await repo.inbox(user.id);
      const shared = await packets.sharedBy([...new Set(rows.map((r) => r.learnerUserId))]);
      return rows.map((r) => toLead(r, shared));
    },

    /**
     * Puts the learner on the roster, linked for live progress (they shared their score with recruiters), within the
     * plan's cap: a full roster answers the dashboard's 409 and leaves the lead as it was.
     */
    async accept(user: UserRow, id: number): Promise<RecruiterLead> {
      const lead = await ownLead(user, id);
      const before = await repo.claim(user.id, id);
      if (before === null) throw conflict(RECRUITER_FINDER_MESSAGES.leadAlreadyAccepted);
      try {
        const goal = Math.max(RECRUIT_GOAL_MIN, Math.min(RECRUIT_SCORE_MAX, (await minimumAfqt(lead.branchCode)) ?? RECRUIT_GOAL_MIN));
        const recruit = await roster.add(user.id, {
          recruitName: lead.learnerName,
          recruitEmail: lead.email,
          targetBranch: lead.branchCode,
          asvabGoalScore: goal,
          currentScore: Math.max(0, Math.min(RECRUIT_SCORE_MAX, lead.afqtScore)),
          notes: lead.message,
          learnerUserId: lead.learnerUserId,
        });
        await repo.setStatus(user.id, id, "accepted", recruit.id);
        return withPacket({ ...lead, status: "accepted", recruitId: recruit.id });
      } catch (err) {
        await repo.setStatus(user.id, id, before);
        throw err;
      }
    },

    async dismiss(user: UserRow, id: number): Promise<RecruiterLead> {
      const lead = await ownLead(user, id);
      if (lead.status === "accepted") throw conflict(RECRUITER_FINDER_MESSAGES.leadAlreadyAccepted);
      await repo.setStatus(user.id, id, "dismissed");
      return withPacket({ ...lead, status: "dismissed" });
    },
  };
}
export type RecruiterLeadsService = ReturnType<typeof recruiterLeadsService>;
