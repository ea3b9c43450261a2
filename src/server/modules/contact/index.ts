import type { Db } from "../../db/client";
import { contactRepo } from "./repo";
import { contactService, type WindowCounter } from "./service";

export { contactRoutes } from "./routes";
export { contactService, type ContactService, type WindowCounter } from "./service";

/** Messages per client address per hour. */
export const CONTACT_MAX_PER_HOUR = 5;

export const contactModule = (db: Db, { counter, maxPerHour = CONTACT_MAX_PER_HOUR }: { counter: WindowCounter; maxPerHour?: number }) => ({
  service: contactService(contactRepo(db), counter, { maxPerWindow: maxPerHour, windowMs: 3_600_000 }),
});
