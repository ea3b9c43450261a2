export const FULL_TEST_MESSAGES = {
  notFound: "Full test not found",
  notInProgress: "This full test is no longer in progress",
  subtestActive: "Finish the current subtest first",
  allDone: "All subtests are finished",
  weeklyLimit: "Free plan: one full test per week",
  weeklyLimitHint: "Upgrade to Premium for unlimited full tests",
} as const;
