import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** §7: the recruiter's data queries; they run only when signed in (the demo dashboard never calls them). */
export const useRecruiterAccount = () => useApiQuery("recruiterAccount", {}, { retry: false });
export const useRecruits = (enabled: boolean) => useApiQuery("recruits", {}, { enabled });
export const useRecruiterMetrics = (enabled: boolean) => useApiQuery("recruiterMetrics", {}, { enabled });
export const useAddRecruit = () => useApiMutation("addRecruit");
export const useUpdateRecruit = () => useApiMutation("updateRecruit");
export const useInviteRecruit = () => useApiMutation("inviteRecruit");
