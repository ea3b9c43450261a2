import { randomBytes } from "node:crypto";
import { recruiterEntitlementsOf } from "@domain/entitlements";
import type { RecruiterTier } from "@domain/recruiters";
import {
  RECRUIT_LIMIT_CODE,
  RECRUITER_MESSAGES,
  RECRUITER_TIER_NAMES,
  recruitLimitMessage,
  type AddRecruitRequest,
  type Recruit,
  type RecruiterAccessEntry,
  type RecruiterAccount,
  type RecruiterMetrics,
  type RecruiterProfileRequest,
  type RecruiterSignupRequest,
  type UpdateRecruitRequest,
} from "@contracts/recruiter";
import type { UserRow } from "../../db/rows";
import { HttpError, conflict, forbidden, notFound } from "../../plugins/errors";
import type { AuthService } from "../auth";
import { isUniqueViolation, type RecruiterAccountRow, type RecruiterAccountsRepo, type RecruitRow, type RecruitValues } from "./repo";

/** The offline ZIP directory (server/geo), passed in by app.ts. */
export interface ZipLookup {
  byZip(zip: string): { city: string; state: string; latitude: number; longitude: number } | null;
}

/** A linked learner's figures, read through the other modules (app.ts): latest AFQT estimate and completed tests. */
export interface LiveProgressSource {
  progressOf(learnerUserId: number): Promise<{ afqt: number | null; testsTaken: number }>;
}

export interface RecruiterAccountsDeps {
  repo: RecruiterAccountsRepo;
  auth: Pick<AuthService, "register">;
  places: ZipLookup;
  live: LiveProgressSource;
  clock?: () => Date;
}

/** An invite code is good for two weeks: long enough to pass on, short enough that a lost one goes stale. */
const INVITE_TTL_MS = 14 * 86_400_000;
/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const recruitCapOf = (tier: RecruiterTier) => recruiterEntitlementsOf(tier).recruitCap;

/** Recruiters own a roster; admins ('admin', 'testuser') keep full access (recruiter spec §6). Learners get 403. */
export function assertRecruiterRole(user: UserRow): void {
  if (user.role !== "recruiter" && user.role !== "admin") throw forbidden(RECRUITER_MESSAGES.recruitersOnly);
}

/** The 409 of a full roster; its body carries the plan and cap (the route's 409 schema), so the client can word it. */
export class RecruitLimitError extends HttpError {
  constructor(
    readonly plan: RecruiterTier,
    readonly cap: number,
  ) {
    super(409, recruitLimitMessage(RECRUITER_TIER_NAMES[plan], cap), undefined, { code: RECRUIT_LIMIT_CODE });
  }

  override body() {
    return { message: this.message, code: RECRUIT_LIMIT_CODE, plan: this.plan, planName: RECRUITER_TIER_NAMES[this.plan], cap: this.cap };
  }
}

function randomCode(length = 8): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export function recruiterAccountsService({ repo, auth, places, live, clock = () => new Date() }: RecruiterAccountsDeps) {
  function placeOf(zip: string) {
    const place = places.byZip(zip);
    if (!place) throw new HttpError(400, RECRUITER_MESSAGES.zipUnknown, { zipCode: [RECRUITER_MESSAGES.zipUnknown] });
    return place;
  }

  function accountValues(profile: RecruiterProfileRequest) {
    const place = placeOf(profile.zipCode);
    return {
      displayName: profile.displayName,
      rank: profile.rank,
      organization: profile.organization,
      branch: profile.branch,
      station: profile.station,
      address: profile.address,
      zipCode: profile.zipCode,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      phone: profile.phone,
      email: profile.contactEmail,
      hours: profile.hours,
      specialties: profile.specialties,
      publicListing: profile.publicListing,
    };
  }

  async function ownAccount(user: UserRow): Promise<RecruiterAccountRow> {
    assertRecruiterRole(user);
    const account = await repo.account(user.id);
    if (!account) throw notFound(RECRUITER_MESSAGES.accountNotFound);
    return account;
  }

  async function toRecruit(row: RecruitRow): Promise<Recruit> {
    const progress = row.learnerUserId !== null ? await live.progressOf(row.learnerUserId) : null;
    // While a learner shares live progress the current score is their latest AFQT estimate (kept in 0–99 as §5 asks).
    const liveScore = progress?.afqt ?? null;
    return {
      id: row.id,
      recruitName: row.recruitName,
      recruitEmail: row.recruitEmail,
      targetBranch: row.targetBranch,
      targetMOS: row.targetMos,
      asvabGoalScore: row.asvabGoalScore,
      currentScore: liveScore !== null ? Math.max(0, Math.min(99, Math.round(liveScore))) : row.currentScore,
      enlistmentDate: row.enlistmentDate,
      status: row.status,
      notes: row.notes,
      live: progress !== null,
      testsTaken: progress?.testsTaken ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const recruitValues = (body: AddRecruitRequest): RecruitValues => ({
    recruitName: body.recruitName,
    recruitEmail: body.recruitEmail,
    targetBranch: body.targetBranch,
    targetMos: body.targetMOS,
    asvabGoalScore: body.asvabGoalScore,
    enlistmentDate: body.enlistmentDate,
    notes: body.notes,
  });

  /**
   * Adds a roster entry within the plan's cap (409 with the plan when full). Also the lead inbox's way in: a lead
   * accepted into the roster passes `learnerUserId` so the learner who shared their score is linked at once.
   */
  async function addRecruit(recruiterUserId: number, values: RecruitValues & { learnerUserId?: number | null }): Promise<RecruitRow> {
    const result = await repo.addWithinCap(recruiterUserId, values, recruitCapOf);
    if (!result) throw notFound(RECRUITER_MESSAGES.accountNotFound);
    if ("full" in result) throw new RecruitLimitError(result.full, result.cap);
    return result.added;
  }

  return {
    addRecruit,

    /** Whether a recruiter's roster has room, and the cap (for callers that show it before trying). */
    async capacity(recruiterUserId: number): Promise<{ count: number; cap: number; tier: RecruiterTier } | null> {
      const account = await repo.account(recruiterUserId);
      if (!account) return null;
      return {
        count: await repo.countRecruits(recruiterUserId),
        cap: recruitCapOf(account.subscriptionTier),
        tier: account.subscriptionTier,
      };
    },

    async signup(body: RecruiterSignupRequest, ip: string): Promise<UserRow> {
      const account = accountValues(body);
      const codeTaken = { recruiterCode: [RECRUITER_MESSAGES.recruiterCodeTaken] };
      if (await repo.codeTaken(body.recruiterCode)) throw conflict(RECRUITER_MESSAGES.recruiterCodeTaken, codeTaken);
      try {
        return await auth.register(
          { username: body.username, email: body.email, password: body.password, confirmPassword: body.confirmPassword },
          ip,
          (user) => repo.createRecruiter(user, { ...account, recruiterCode: body.recruiterCode }),
        );
      } catch (err) {
        // Two sign-ups with one code at the same moment: the unique index decides, and the user row is rolled back.
        if (isUniqueViolation(err, "recruiter_accounts_code_idx")) throw conflict(RECRUITER_MESSAGES.recruiterCodeTaken, codeTaken);
        throw err;
      }
    },

    async account(user: UserRow): Promise<RecruiterAccount> {
      const account = await ownAccount(user);
      return {
        organization: account.organization,
        station: account.station,
        recruiterCode: account.recruiterCode,
        currentRecruitCount: await repo.countRecruits(user.id),
        maxRecruitAccounts: recruitCapOf(account.subscriptionTier),
        subscriptionTier: account.subscriptionTier,
        planName: RECRUITER_TIER_NAMES[account.subscriptionTier],
        displayName: account.displayName,
        rank: account.rank,
        branch: account.branch,
        address: account.address,
        city: account.city,
        state: account.state,
        zipCode: account.zipCode,
        phone: account.phone,
        contactEmail: account.email,
        hours: account.hours,
        specialties: account.specialties,
        publicListing: account.publicListing,
      };
    },

    async updateProfile(user: UserRow, body: RecruiterProfileRequest): Promise<void> {
      await ownAccount(user);
      await repo.updateProfile(user.id, accountValues(body));
    },

    async recruits(user: UserRow): Promise<Recruit[]> {
      await ownAccount(user);
      return Promise.all((await repo.list(user.id)).map(toRecruit));
    },

    async add(user: UserRow, body: AddRecruitRequest): Promise<Recruit> {
      await ownAccount(user);
      return toRecruit(await addRecruit(user.id, recruitValues(body)));
    },

    async update(user: UserRow, id: number, body: UpdateRecruitRequest): Promise<Recruit> {
      await ownAccount(user);
      const existing = await repo.recruit(user.id, id);
      if (!existing) throw notFound(RECRUITER_MESSAGES.recruitNotFound);
      // A linked learner's score is live: the typed value is kept for when they stop sharing.
      const currentScore = existing.learnerUserId !== null ? existing.currentScore : body.currentScore;
      const row = await repo.update(user.id, id, { ...recruitValues(body), currentScore, status: body.status });
      if (!row) throw notFound(RECRUITER_MESSAGES.recruitNotFound);
      return toRecruit(row);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      await ownAccount(user);
      if (!(await repo.remove(user.id, id))) throw notFound(RECRUITER_MESSAGES.recruitNotFound);
    },

    /**
     * §3 metrics from the roster: counts by status; the average current score of the active recruits (0 when none);
     * tests taken by the learners who share live progress (a typed-in recruit's tests are unknown).
     */
    async metrics(user: UserRow): Promise<RecruiterMetrics> {
      await ownAccount(user);
      const roster = await Promise.all((await repo.list(user.id)).map(toRecruit));
      const active = roster.filter((r) => r.status === "active");
      return {
        activeRecruits: active.length,
        averageScore: active.length ? Math.round(active.reduce((sum, r) => sum + r.currentScore, 0) / active.length) : 0,
        totalTestsTaken: roster.reduce((sum, r) => sum + (r.testsTaken ?? 0), 0),
        recruitsEnlisted: roster.filter((r) => r.status === "enlisted").length,
        recruitsDropped: roster.filter((r) => r.status === "dropped").length,
      };
    },

    async invite(user: UserRow, id: number, email: string | null) {
      await ownAccount(user);
      if (!(await repo.recruit(user.id, id))) throw notFound(RECRUITER_MESSAGES.recruitNotFound);
      const expiresAt = new Date(clock().getTime() + INVITE_TTL_MS);
      const invite = await repo.createInvite(id, randomCode(), email, expiresAt);
      return { code: invite.code, expiresAt: invite.expiresAt.toISOString(), email: invite.email };
    },

    async acceptInvite(user: UserRow, code: string): Promise<void> {
      if (user.role === "recruiter") throw forbidden(RECRUITER_MESSAGES.inviteForRecruiter);
      const result = await repo.acceptInvite(code, user.id, clock());
      if (result === "invalid") throw notFound(RECRUITER_MESSAGES.inviteCodeInvalid);
      if (result === "linked") throw conflict(RECRUITER_MESSAGES.recruitAlreadyLinked);
    },

    async accessOf(user: UserRow): Promise<RecruiterAccessEntry[]> {
      const rows = await repo.accessOf(user.id);
      return rows.map((r) => ({ ...r, since: r.since ? new Date(r.since).toISOString() : null }));
    },

    async revoke(user: UserRow, recruitId: number): Promise<void> {
      if (!(await repo.revoke(user.id, recruitId, clock()))) throw notFound(RECRUITER_MESSAGES.accessNotFound);
    },
  };
}
export type RecruiterAccountsService = ReturnType<typeof recruiterAccountsService>;
