import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** The recruiter's leads inbox (`GET /api/recruiter/leads`): new leads first. */
export const useRecruiterLeads = (enabled: boolean) => useApiQuery("recruiterLeads", {}, { enabled });
export const useAcceptLead = () => useApiMutation("acceptLead");
export const useDismissLead = () => useApiMutation("dismissLead");
