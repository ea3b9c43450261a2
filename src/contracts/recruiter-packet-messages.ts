export const RECRUITER_PACKET_MESSAGES = {
  /** Learning spec §5, verbatim. */
  needsPracticeTest: "Complete at least one practice test to generate your packet",
  inProgress: "Your last packet is still being made. Try again in a moment.",
  tooMany: "You have generated many packets in the last hour. Please try again later.",
  notFound: "Recruiter packet not found",
  notReady: "This packet is not ready yet",
  shareFlag: "sharedWithRecruiter must be true or false",
} as const;
