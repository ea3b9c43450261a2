/** What the server answers (spec §8 texts where the spec gives them; the rest ours). */
export const CHEAT_SHEET_MESSAGES = {
  generateFailed: "Failed to generate cheat sheet",
  errorStatus: "There was an error creating your cheat sheet. Please try again.",
  downloadFailed: "Failed to download cheat sheet",
  noStudyData: "Answer at least 3 practice questions in a topic so we can find your weakest topics.",
  weeklyLimit: "You have used this week's free cheat sheet. Upgrade to Premium for unlimited cheat sheets or wait for your weekly reset.",
  inProgress: "Your cheat sheet is still being generated. Try again in a moment.",
  notFound: "That cheat sheet was not found",
  notReady: "This cheat sheet is not ready yet",
} as const;
