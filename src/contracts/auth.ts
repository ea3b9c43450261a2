import { z } from "zod";
import { PASSWORD_MIN, USERNAME_MIN } from "@domain/constants";

/** Messages are the product's own (platform spec §5); client forms and the server share them. */
export const loginRequest = z.object({
  username: z.string().trim().min(1, "Username is required").max(64, "Username is too long"),
  password: z.string().min(1, "Password is required").max(256, "Password is too long"),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const registerRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(USERNAME_MIN, "Username must be at least 3 characters")
      .max(32, "Username must be at most 32 characters")
      .regex(USERNAME_PATTERN, "Username may use letters, numbers, dots, dashes and underscores"),
    email: z.union([z.literal(""), z.string().trim().email("Valid email is required").max(254, "Valid email is required")]).optional(),
    password: z.string().min(PASSWORD_MIN, "Password must be at least 6 characters").max(256, "Password is too long"),
    confirmPassword: z.string().min(PASSWORD_MIN, "Please confirm your password").max(256, "Password is too long"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

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
