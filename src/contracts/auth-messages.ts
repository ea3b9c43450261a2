export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid username or password",
  usernameTaken: "Username already exists",
  signInRequired: "You need to log in to access this feature",
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  badOrigin: "Request refused: it did not come from this site",
  commonPassword: "This password is too common. Please choose another one",
  passwordIsUsername: "Password must not be the same as your username",
  tooManySignUps: "Too many sign-ups from this address. Please try again later.",
  demoCrossSite: "Demo sign-in must be started from this site",
  forbidden: "You don't have permission to do that",
} as const;
