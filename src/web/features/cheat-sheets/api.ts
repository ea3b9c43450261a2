import { CHEAT_SHEET_POLL_MS, type CheatSheetDto } from "@contracts/cheat-sheets";
import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import { browserTimeZone } from "@web/lib/analytics";

/** This week in the learner's own zone, whether they have study data, and the plan's weekly allowance. */
export const useCheatSheetsOverview = () =>
  useApiQuery("cheatSheetsOverview", { query: { tz: browserTimeZone() } }, { staleTime: 0, refetchOnMount: "always" });

/** `GET /api/cheat-sheets`; polled every 2 s while `waiting(list)` says a sheet is generating (learning spec §4). */
export const useCheatSheets = (waiting: (list: readonly CheatSheetDto[]) => boolean) =>
  useApiQuery(
    "cheatSheets",
    {},
    { refetchInterval: (query) => (waiting(query.state.data ?? []) ? CHEAT_SHEET_POLL_MS : false), refetchOnMount: "always" },
  );

/** `POST /api/cheat-sheets/generate` → id; the sheet is made in the background. */
export const useGenerateCheatSheet = () => useApiMutation("generateCheatSheet");
/** `POST /api/cheat-sheets/{id}/download` → downloadUrl (counts the download). */
export const useDownloadCheatSheet = () => useApiMutation("downloadCheatSheet");
