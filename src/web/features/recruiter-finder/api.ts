import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import type { RecruiterSearchQuery } from "@contracts/recruiter-finder";

export type FinderSearch = Partial<Pick<RecruiterSearchQuery, "branch" | "lat" | "lng" | "location" | "page">>;

/** §7's search, paged with its total (`GET /api/recruiters/search`); a 400 (an unknown place) is shown, not retried. */
export const useRecruiterDirectory = (query: FinderSearch) =>
  useApiQuery("recruiterDirectory", { query }, { retry: (count, err) => count < 2 && !(err as { status?: number }).status });

export const useRateRecruiter = () => useApiMutation("rateRecruiter");
