import type { RecruiterEntry } from "@contracts/recruiter-finder";

/** The office as one line, for display and for the maps link. */
export function officeAddress(r: Pick<RecruiterEntry, "address" | "city" | "state" | "zipCode">): string {
  return `${r.address}, ${r.city}, ${r.state} ${r.zipCode}`;
}

/**
 * Directions (issue 15: a real link, where the spec's button did nothing): Google Maps' documented cross-platform
 * directions URL, which opens the app on phones and the site elsewhere; the start is the device's own location.
 */
export function directionsUrl(r: Pick<RecruiterEntry, "address" | "city" | "state" | "zipCode">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(officeAddress(r))}`;
}

/** `tel:` wants digits (and a leading +): "(512) 555-0101" → "tel:5125550101". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits}`;
}

export const mailtoHref = (email: string) => `mailto:${email}`;
