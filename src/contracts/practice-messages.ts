export const PRACTICE_MESSAGES = {
  dailyLimit: "Daily question limit reached",
  dailyLimitHint: "Upgrade to Premium for unlimited questions",
  sessionNotFound: "Test session not found",
  questionNotInSession: "That question is not part of this test session",
  sessionComplete: "This test session is already complete",
  unknownQuestions: "Some questions do not exist in this section",
  missionRequired: "A mission session needs its mission number",
  missionSection: "A mission is practised in its own section, ten questions at a time",
  idTaken: "That id is already used by another record",
  sessionFull: "This test already has all its answers",
  noOfflineCopy: "Adaptive tests cannot be taken offline",
  offlineLimit: "Today's offline questions for this section are used up",
} as const;
