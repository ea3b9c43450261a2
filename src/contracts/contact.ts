import { z } from "zod";
import { text } from "./common";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * /contact, the target of the recruiter pricing page's 'Contact Sales' button (recruiter spec §2.1, §2.4). The spec
 * does not show the route's behaviour; this is a message form open to visitors and signed-in users alike.
 */

export const CONTACT_TOPICS = ["sales", "support", "billing", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, organization: 200, messageMin: 10, messageMax: 5000 } as const;

export const contactRequest = z.object({
  name: text().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, VALIDATION_MESSAGES.nameTooLong),
  email: text().trim().email(VALIDATION_MESSAGES.emailInvalid).max(CONTACT_LIMITS.email, VALIDATION_MESSAGES.emailInvalid),
  /** Optional: the form sends "" when left empty (stored as no organization). */
  organization: text().trim().max(CONTACT_LIMITS.organization, VALIDATION_MESSAGES.organizationTooLong).optional(),
  topic: z.enum(CONTACT_TOPICS, { message: VALIDATION_MESSAGES.topicInvalid }).default("sales"),
  message: text()
    .trim()
    .min(CONTACT_LIMITS.messageMin, VALIDATION_MESSAGES.contactMessageMin)
    .max(CONTACT_LIMITS.messageMax, VALIDATION_MESSAGES.contactMessageMax),
});
/** What the form holds and sends (topic may be left out). */
export type ContactRequestInput = z.input<typeof contactRequest>;
/** What the server works with after validation (trimmed, topic filled in). */
export type ContactRequest = z.output<typeof contactRequest>;

export const contactResponse = z.object({
  id: z.number().int(),
  /** When the message was stored (ISO 8601). */
  receivedAt: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponse>;

export { CONTACT_MESSAGES } from "./contact-messages";
