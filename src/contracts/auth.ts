import { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";
import { PASSWORD_MIN, USERNAME_MIN } from "@domain/constants";

/** Messages are the product's own (platform spec §5); client forms and the server share them. */
export const loginRequest = z.object({
  username: z.string().trim().min(1, VALIDATION_MESSAGES.usernameRequired).max(64, VALIDATION_MESSAGES.usernameTooLong),
  password: z.string().min(1, VALIDATION_MESSAGES.passwordRequired).max(256, VALIDATION_MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const registerRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(USERNAME_MIN, VALIDATION_MESSAGES.usernameMin)
      .max(32, VALIDATION_MESSAGES.usernameMax)
      .regex(USERNAME_PATTERN, VALIDATION_MESSAGES.usernamePattern),
    email: z
      .union([z.literal(""), z.string().trim().email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.emailInvalid)])
      .optional(),
    password: z.string().min(PASSWORD_MIN, VALIDATION_MESSAGES.passwordMin).max(256, VALIDATION_MESSAGES.passwordTooLong),
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN, VALIDATION_MESSAGES.confirmPasswordRequired)
      .max(256, VALIDATION_MESSAGES.passwordTooLong),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export { AUTH_MESSAGES } from "./auth-messages";
