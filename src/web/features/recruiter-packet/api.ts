import { callApi, useApiMutation, useApiQuery } from "@web/lib/api-client";
import { useAnalytics, browserTimeZone } from "@web/lib/analytics";
import { RECRUITER_PACKET_LIMITS } from "@contracts/recruiter-packet";

/** The learner's packets (`GET /api/recruiter-packets`), read again every second while one is being made. */
export const useRecruiterPackets = () =>
  useApiQuery("recruiterPackets", {}, { refetchInterval: (q) => (q.state.data?.some((p) => p.status === "generating") ? 1000 : false) });

/** `POST /api/recruiter-packet/generate` → where the zip and its job's progress will be. */
export const useGeneratePacket = () => useApiMutation("generateRecruiterPacket");
/** 'Share with my recruiter' (`PATCH /api/recruiter-packet/{id}`). */
export const useSharePacket = () => useApiMutation("shareRecruiterPacket");

/** The tiles' figures, from the same reads the dashboard, fitness tracker and study log use. */
export const usePacketAnalytics = useAnalytics;
export const useFitnessRecords = () => useApiQuery("fitnessMetrics", {});
/** Whether the learner has a finished cheat sheet for the packet to carry (`GET /api/cheat-sheets`). */
export const useCheatSheets = () => useApiQuery("cheatSheets", {});
export const useStudyLog = () =>
  useApiQuery("studyLogs", { query: { weeks: RECRUITER_PACKET_LIMITS.studyLogWeeks, tz: browserTimeZone() } });

/** The job's state with the step the server reports (`GET /api/exports/{jobId}`). */
export const readJobStatus = (jobId: string) => callApi("exportStatus", { params: { id: jobId } });
/** Counts a download and says where the zip is (`GET /api/recruiter-packet/{id}/download`). */
export const packetDownloadUrl = async (id: number) => (await callApi("recruiterPacketDownload", { params: { id } })).downloadUrl;

export { browserTimeZone };
