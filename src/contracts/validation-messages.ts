/**
 * Field validation texts, defined once: the request schemas use them, the API sends them exactly as written
 * (they are the spec's English), and the client translates them by their code (decision 0018).
 */
export const VALIDATION_MESSAGES = {
  usernameRequired: "Username is required",
  usernameTooLong: "Username is too long",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be at most 32 characters",
  usernamePattern: "Username may use letters, numbers, dots, dashes and underscores",
  emailInvalid: "Valid email is required",
  passwordMin: "Password must be at least 6 characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  afqtNotNumber: "AFQT score must be a number",
  afqtRange: "AFQT score must be between 0 and 100",
  branchRequired: "Please select a military branch",
  zipRequired: "ZIP code is required",
  zipTooLong: "ZIP code is too long",
  phoneRequired: "Phone number is required",
  phoneTooLong: "Phone number is too long",
  messageTooLong: "Message is too long",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  organizationTooLong: "Organization must be at most 200 characters",
  topicInvalid: "Please choose a topic",
  contactMessageMin: "Message must be at least 10 characters",
  contactMessageMax: "Message must be at most 5,000 characters",
  noNul: "must not contain the NUL character",
} as const;
