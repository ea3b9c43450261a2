import { roundMiles, type LatLng } from "@domain/geo";
import {
  RECRUITER_FINDER_MESSAGES,
  RECRUITER_PAGE_SIZE,
  type RateRecruiterRequest,
  type RecruiterDirectory,
  type RecruiterEntry,
  type RecruiterRating,
  type RecruiterSearchQuery,
} from "@contracts/recruiter-finder";
import type { UserRow } from "../../db/rows";
import { forbidden, HttpError, notFound } from "../../plugins/errors";
import type { DirectoryRow, RecruiterFinderRepo } from "./repo";

/** The offline place directory (server/geo), passed in by app.ts. */
export interface PlaceResolver {
  resolve(text: string): { zip: string; city: string; state: string; latitude: number; longitude: number } | null;
}

const roundRating = (average: number | null) => (average === null ? null : Math.round(average * 10) / 10);

function toEntry(row: DirectoryRow): RecruiterEntry {
  return {
    id: row.userId,
    name: row.displayName,
    rank: row.rank,
    branch: row.branch,
    rating: roundRating(row.ratingAverage),
    reviewCount: row.reviewCount,
    ...(row.distance === null ? {} : { distance: roundMiles(row.distance) }),
    station: row.station,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    hours: row.hours,
    specialties: row.specialties,
    phone: row.phone,
    email: row.email,
    ...(row.sample ? { sample: true as const } : {}),
  };
}

export function recruiterFinderService({ repo, places }: { repo: RecruiterFinderRepo; places: PlaceResolver }) {
  /** The typed place wins over coordinates (it is what the person asked for last); an unknown place is a 400. */
  function originOf(query: RecruiterSearchQuery): RecruiterDirectory["origin"] {
    if (query.location) {
      const place = places.resolve(query.location);
      if (!place) {
        throw new HttpError(400, RECRUITER_FINDER_MESSAGES.locationUnknown, { location: [RECRUITER_FINDER_MESSAGES.locationUnknown] });
      }
      const label = /^\s*\d{5}/.test(query.location) ? `${place.city}, ${place.state} ${place.zip}` : `${place.city}, ${place.state}`;
      return { label, latitude: place.latitude, longitude: place.longitude, kind: "place" };
    }
    if (query.lat !== undefined && query.lng !== undefined) {
      return { label: `${query.lat.toFixed(4)}, ${query.lng.toFixed(4)}`, latitude: query.lat, longitude: query.lng, kind: "coordinates" };
    }
    return null;
  }

  return {
    /**
     * The listed directory, nearest first when a place is known, a page at a time: `pageSize` entries (the finder
     * screen's pages of RECRUITER_PAGE_SIZE; §7's plain list takes RECRUITER_LIST_SIZE at once).
     */
    async search(query: RecruiterSearchQuery, pageSize = RECRUITER_PAGE_SIZE): Promise<RecruiterDirectory> {
      const origin = originOf(query);
      const point: LatLng | null = origin ? { latitude: origin.latitude, longitude: origin.longitude } : null;
      const [total, rows] = await Promise.all([
        repo.countListed(query.branch),
        repo.page({ branch: query.branch, origin: point, limit: pageSize, offset: (query.page - 1) * pageSize }),
      ]);
      return {
        recruiters: rows.map(toEntry),
        total,
        page: query.page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        origin,
      };
    },

    /** A learner who is or was on the recruiter's roster rates them, once (a second rating replaces the first). */
    async rate(user: UserRow, recruiterUserId: number, body: RateRecruiterRequest): Promise<RecruiterRating> {
      if (!(await repo.exists(recruiterUserId))) throw notFound(RECRUITER_FINDER_MESSAGES.recruiterNotFound);
      if (user.id === recruiterUserId || !(await repo.wasOnRoster(recruiterUserId, user.id))) {
        throw forbidden(RECRUITER_FINDER_MESSAGES.ratingNotAllowed);
      }
      await repo.upsertRating({ recruiterUserId, learnerUserId: user.id, stars: body.stars, comment: body.comment });
      const { average, reviews } = await repo.ratingOf(recruiterUserId);
      return { recruiterId: recruiterUserId, stars: body.stars, comment: body.comment, rating: roundRating(average), reviewCount: reviews };
    },
  };
}
export type RecruiterFinderService = ReturnType<typeof recruiterFinderService>;
