/**
 * Boot Camp Quest (learning spec §2, §4 "Story missions", §9; issue 13): the nine missions with the learner's
 * state, points, rank and badges, and the audio settings. Completion is earned on the server from the learner's
 * own finished mission session, never taken from the query string.
 */

export const QUEST_MESSAGES = {
  missionNotFound: "Mission not found",
  missionLocked: "Complete the previous mission first",
  sessionNotFound: "Mission session not found",
  notMissionSession: "That session is not this mission's practice test",
  sessionUnfinished: "That mission's practice test is not finished yet",
  scoreTooLow: "A mission needs a score of at least 70% to be completed",
  volumeRange: "Volume must be a whole number from 0 to 100",
  sessionIdRequired: "sessionId is required",
} as const;
