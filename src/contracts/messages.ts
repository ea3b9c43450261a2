import { AUTH_MESSAGES } from "./auth-messages";
import { BUDGET_MESSAGES } from "./budget-messages";
import { CAREERS_MESSAGES } from "./careers-messages";
import { CHEAT_SHEET_MESSAGES } from "./cheat-sheets-messages";
import { CONTACT_MESSAGES } from "./contact-messages";
import { FITNESS_MESSAGES } from "./fitness-messages";
import { FULL_TEST_MESSAGES } from "./full-test-messages";
import { PHOTO_SOLVE_MESSAGES } from "./photo-solve-messages";
import { PRACTICE_MESSAGES } from "./practice-messages";
import { QUEST_MESSAGES } from "./quest-messages";
import { RECRUITER_PACKET_MESSAGES } from "./recruiter-packet-messages";
import { RECRUITER_FINDER_MESSAGES } from "./recruiter-finder-messages";
import { RECRUITER_MESSAGES } from "./recruiter-messages";
import { USER_MESSAGES } from "./user-messages";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * Every message the client may show from a form or an API answer, by code. Codes are `area.key`; the texts
 * stay where their area defines them (the server sends those), this table only names them. Each area keeps its
 * messages in `<area>-messages.ts`, apart from its schemas, so showing a message never loads zod.
 */
export const MESSAGES = {
  ...prefixed("validation", VALIDATION_MESSAGES),
  ...prefixed("auth", pickStrings(AUTH_MESSAGES)),
  ...prefixed("user", USER_MESSAGES),
  ...prefixed("practice", PRACTICE_MESSAGES),
  ...prefixed("fullTest", FULL_TEST_MESSAGES),
  ...prefixed("contact", CONTACT_MESSAGES),
  ...prefixed("fitness", FITNESS_MESSAGES),
  ...prefixed("quest", QUEST_MESSAGES),
  ...prefixed("budget", BUDGET_MESSAGES),
  ...prefixed("recruiterPacket", RECRUITER_PACKET_MESSAGES),
  ...prefixed("recruiterFinder", RECRUITER_FINDER_MESSAGES),
  ...prefixed("photoSolve", PHOTO_SOLVE_MESSAGES),
  ...prefixed("cheatSheets", CHEAT_SHEET_MESSAGES),
  ...prefixed("recruiter", RECRUITER_MESSAGES),
  ...prefixed("careers", CAREERS_MESSAGES),
} as const;

export type MessageCode = keyof typeof MESSAGES;
export const MESSAGE_CODES = Object.keys(MESSAGES) as MessageCode[];

const CODE_BY_TEXT = new Map<string, MessageCode>(MESSAGE_CODES.map((code) => [MESSAGES[code], code]));

/** The code of a message the API or a schema produced; undefined for a text outside the table. */
export function messageCode(text: string): MessageCode | undefined {
  return CODE_BY_TEXT.get(text);
}

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: T[K] };

function prefixed<P extends string, T extends Record<string, string>>(prefix: P, messages: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [`${prefix}.${k}`, v])) as Prefixed<P, T>;
}

/** Messages with a parameter (the sign-in wait) are formatted on the server and not in the table. */
function pickStrings<T extends Record<string, unknown>>(messages: T): { [K in keyof T as T[K] extends string ? K : never]: T[K] } {
  return Object.fromEntries(Object.entries(messages).filter(([, v]) => typeof v === "string")) as never;
}
