import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { LatLng } from "@domain/geo";
import type { RecruiterBranch } from "@domain/recruiters";
import type { Db } from "../../db/client";
import { recruiterAccounts, recruiterLeads, recruiterRatings, recruitInvites, recruits, scoreShares } from "../../db/schema";
import { milesFrom } from "./distance-sql";

/**
 * The public directory is a read model over `recruiter_accounts` (owned by the recruiter-accounts module, which
 * writes it); this module owns `recruiter_ratings`.
 */
export interface DirectoryRow {
  userId: number;
  displayName: string;
  rank: string | null;
  branch: RecruiterBranch;
  station: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  hours: string;
  specialties: string[];
  phone: string;
  email: string;
  sample: boolean;
  distance: number | null;
  ratingAverage: number | null;
  reviewCount: number;
}

/** Mean stars and count per recruiter, joined to each page (a handful of rows, never the whole table). */
function ratingsSubquery(db: Db) {
  return db
    .select({
      recruiterUserId: recruiterRatings.recruiterUserId,
      average: sql<number>`avg(${recruiterRatings.stars})::float8`.as("average"),
      reviews: sql<number>`count(*)::int`.as("reviews"),
    })
    .from(recruiterRatings)
    .groupBy(recruiterRatings.recruiterUserId)
    .as("ratings");
}

export function recruiterFinderRepo(db: Db) {
  const listed = (branch: RecruiterBranch | undefined): SQL | undefined =>
    and(eq(recruiterAccounts.publicListing, true), branch ? eq(recruiterAccounts.branch, branch) : undefined);

  return {
    async countListed(branch: RecruiterBranch | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(recruiterAccounts).where(listed(branch));
      return row?.n ?? 0;
    },

    /** One page of the listed directory: nearest first from `origin`, else real entries before samples, by name. */
    async page(options: {
      branch: RecruiterBranch | undefined;
      origin: LatLng | null;
      limit: number;
      offset: number;
    }): Promise<DirectoryRow[]> {
      const ratings = ratingsSubquery(db);
      const distance = options.origin ? milesFrom(options.origin) : sql<number | null>`null::float8`;
      const order = options.origin
        ? [asc(distance), asc(recruiterAccounts.displayName), asc(recruiterAccounts.userId)]
        : [asc(recruiterAccounts.sample), asc(recruiterAccounts.displayName), asc(recruiterAccounts.userId)];
      return db
        .select({
          userId: recruiterAccounts.userId,
          displayName: recruiterAccounts.displayName,
          rank: recruiterAccounts.rank,
          branch: recruiterAccounts.branch,
          station: recruiterAccounts.station,
          address: recruiterAccounts.address,
          city: recruiterAccounts.city,
          state: recruiterAccounts.state,
          zipCode: recruiterAccounts.zipCode,
          hours: recruiterAccounts.hours,
          specialties: recruiterAccounts.specialties,
          phone: recruiterAccounts.phone,
          email: recruiterAccounts.email,
          sample: recruiterAccounts.sample,
          distance: distance.as("distance"),
          ratingAverage: ratings.average,
          reviewCount: sql<number>`coalesce(${ratings.reviews}, 0)::int`,
        })
        .from(recruiterAccounts)
        .leftJoin(ratings, eq(ratings.recruiterUserId, recruiterAccounts.userId))
        .where(listed(options.branch))
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
    },

    async exists(recruiterUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: recruiterAccounts.userId })
        .from(recruiterAccounts)
        .where(eq(recruiterAccounts.userId, recruiterUserId));
      return row !== undefined;
    },

    /**
     * Whether the learner is or was on this recruiter's roster: linked now (`recruits.learner_user_id`), linked before
     * through an accepted invite (a revoke clears the link but keeps the invite's acceptance), or taken on from a lead.
     */
    async wasOnRoster(recruiterUserId: number, learnerUserId: number): Promise<boolean> {
      const result = await db
        .select({ yes: sql<boolean>`true` })
        .from(recruits)
        .where(
          and(
            eq(recruits.recruiterUserId, recruiterUserId),
            sql`(${recruits.learnerUserId} = ${learnerUserId}
              or exists (select 1 from ${recruitInvites} where ${recruitInvites.recruitId} = ${recruits.id}
                         and ${recruitInvites.acceptedByUserId} = ${learnerUserId})
              or exists (select 1 from ${recruiterLeads} join ${scoreShares} on ${scoreShares.id} = ${recruiterLeads.scoreShareId}
                         where ${recruiterLeads.recruitId} = ${recruits.id} and ${scoreShares.userId} = ${learnerUserId}))`,
          ),
        )
        .limit(1);
      return result.length > 0;
    },

    /** One rating per learner per recruiter: a second one replaces the first. */
    async upsertRating(values: { recruiterUserId: number; learnerUserId: number; stars: number; comment: string | null }): Promise<void> {
      await db
        .insert(recruiterRatings)
        .values(values)
        .onConflictDoUpdate({
          target: [recruiterRatings.recruiterUserId, recruiterRatings.learnerUserId],
          set: { stars: values.stars, comment: values.comment, createdAt: new Date() },
        });
    },

    async ratingOf(recruiterUserId: number): Promise<{ average: number | null; reviews: number }> {
      const [row] = await db
        .select({ average: sql<number | null>`avg(${recruiterRatings.stars})::float8`, reviews: sql<number>`count(*)::int` })
        .from(recruiterRatings)
        .where(eq(recruiterRatings.recruiterUserId, recruiterUserId));
      return { average: row?.average ?? null, reviews: row?.reviews ?? 0 };
    },
  };
}
export type RecruiterFinderRepo = ReturnType<typeof recruiterFinderRepo>;
