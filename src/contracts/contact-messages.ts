export const CONTACT_MESSAGES = {
  tooManyMessages: "Too many messages from this address. Please try again later.",
} as const;
