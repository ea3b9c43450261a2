import { z } from "zod";
import { BRANCH_CODES } from "@domain/constants";
import { RECRUITER_BRANCHES } from "@domain/recruiters";
import { int4IdParam, text } from "./common";
import { RECRUITER_FINDER_MESSAGES } from "./recruiter-finder-messages";

/**
 * The public recruiter finder (recruiter spec §2.2, §3 "Recruiter", §4, §5, §7; issue 15), recruiter ratings, and the
 * leads inbox (a learner's score share routed to nearby recruiters of the chosen branch).
 */

/** Directory entries per page (`page` is 1-based); the badge counts all matches, not one page. */
export const RECRUITER_PAGE_SIZE = 20;
/**
 * §7's `GET /api/recruiters` answers a plain list (a client written from the spec counts it for '{n} recruiters
 * found'): the nearest this many, a page at a time with `page`; `X-Total-Count` carries the whole count.
 */
export const RECRUITER_LIST_SIZE = 100;
export const RECRUITER_FINDER_LIMITS = { location: 120, comment: 1000 } as const;

/** §2.2 / §5: the text the use-my-location button puts in the box; never sent as a location. */
export const CURRENT_LOCATION_MARKER = "Current Location";

export { RECRUITER_FINDER_MESSAGES } from "./recruiter-finder-messages";

const M = RECRUITER_FINDER_MESSAGES;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const coordinate = (limit: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: M.coordinatesInvalid }).min(-limit, M.coordinatesInvalid).max(limit, M.coordinatesInvalid).optional(),
  );

/** §7 `GET /api/recruiters`: branch (omitted for 'all'), lat and lng (together), location text, and the page. */
export const recruiterSearchQuery = z
  .object({
    branch: z.preprocess(
      (v) => (v === "all" ? undefined : blankToUndefined(v)),
      z.enum(RECRUITER_BRANCHES, { message: M.finderBranchInvalid }).optional(),
    ),
    lat: coordinate(90),
    lng: coordinate(180),
    location: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      text().max(RECRUITER_FINDER_LIMITS.location, M.locationTooLong).optional(),
    ),
    page: z.preprocess(
      blankToUndefined,
      z.coerce.number({ message: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(10_000, M.pageInvalid).default(1),
    ),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: [q.lat === undefined ? "lat" : "lng"], message: M.coordinatesPair });
    }
  });
export type RecruiterSearchQuery = z.output<typeof recruiterSearchQuery>;

/** §3 "Recruiter (public directory entry)". `distance` (miles) only when the search had a place. */
export const recruiterEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.string().nullable(),
  branch: z.enum(RECRUITER_BRANCHES),
  /** Mean stars from learners who were on the roster, one decimal; null with no ratings (never invented). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  distance: z.number().optional(),
  station: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  hours: z.string(),
  specialties: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  /** A demo-mode sample entry, labelled as such on the card. */
  sample: z.literal(true).optional(),
});
export type RecruiterEntry = z.infer<typeof recruiterEntry>;

export const recruiterDirectory = z.object({
  recruiters: z.array(recruiterEntry),
  /** All entries matching the branch (the badge's '{n} recruiters found'). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  /** The place distances are measured from: the resolved text, or the coordinates sent. Null without either. */
  origin: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), kind: z.enum(["place", "coordinates"]) }).nullable(),
});
export type RecruiterDirectory = z.infer<typeof recruiterDirectory>;

export const recruiterParams = z.object({ id: int4IdParam("Recruiter id") });

export const rateRecruiterRequest = z.object({
  stars: z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message: M.starsRange }).int(M.starsRange).min(1, M.starsRange).max(5, M.starsRange),
  ),
  comment: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || null : (v ?? null)),
    text().max(RECRUITER_FINDER_LIMITS.comment, M.commentTooLong).nullable(),
  ),
});
export type RateRecruiterRequest = z.output<typeof rateRecruiterRequest>;

export const recruiterRating = z.object({
  recruiterId: z.number().int(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type RecruiterRating = z.infer<typeof recruiterRating>;

/** Leads inbox (issue 15 "Score shares become leads"). */
export const LEAD_STATUSES = ["new", "accepted", "dismissed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const recruiterLead = z.object({
  id: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  learnerName: z.string(),
  afqtScore: z.number().int(),
  branch: z.enum(BRANCH_CODES),
  zipCode: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  /** Great-circle miles from the learner's ZIP to the office. */
  distance: z.number().nullable(),
  /** The learner marked a recruiter packet 'shared with my recruiter'. */
  packetShared: z.boolean(),
  /** The roster entry made when the lead was accepted. */
  recruitId: z.number().int().nullable(),
});
export type RecruiterLead = z.infer<typeof recruiterLead>;

export const leadParams = z.object({ id: int4IdParam("Lead id") });
