import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** The learner's quest: missions with their state, points, rank, badges and audio settings (`GET /api/quest`). */
export const useQuest = () => useApiQuery("quest", {}, { staleTime: 30_000 });

/** Asks the server to record a mission from the session the practice screen finished (`POST .../complete`). */
export const useCompleteMission = () => useApiMutation("completeMission");

/** Saves the audio settings for this learner (`PUT /api/quest/audio`). */
export const useSaveQuestAudio = () => useApiMutation("saveQuestAudio");
