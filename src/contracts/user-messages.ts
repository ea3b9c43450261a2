export const USER_MESSAGES = {
  bridgeRequired: "SAT and ACT modes need bridge access",
} as const;
