import type { Db } from "@server/db/client";
import { recruiterAccounts } from "@server/db/schema";
import { placeDirectory } from "@server/geo";
import type { RecruiterBranch } from "@domain/recruiters";
import type { RecruiterTier } from "@domain/recruiters";
import { createUser, uniqueName } from "./factories";

/** A recruiter user with an account whose office is at `zip` (placed by the offline directory, as sign-up does). */
export async function createRecruiter(
  db: Db,
  options: {
    zip: string;
    branch: RecruiterBranch;
    name?: string;
    publicListing?: boolean;
    sample?: boolean;
    tier?: RecruiterTier;
  },
) {
  const { user, password } = await createUser(db, { role: "recruiter" });
  const place = placeDirectory.byZip(options.zip);
  if (!place) throw new Error(`unknown test ZIP ${options.zip}`);
  const name = options.name ?? uniqueName("Recruiter");
  await db.insert(recruiterAccounts).values({
    userId: user.id,
    displayName: name,
    rank: "SFC",
    organization: "Test Recruiting",
    branch: options.branch,
    station: `${name} station`,
    recruiterCode: uniqueName("RC").toUpperCase().slice(0, 20),
    address: "1 Test Plaza",
    city: place.city,
    state: place.state,
    zipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: "(512) 555-0100",
    email: `${user.username}@example.com`,
    hours: "Mon–Fri 9–5",
    specialties: ["Testing"],
    publicListing: options.publicListing ?? true,
    sample: options.sample ?? false,
    subscriptionTier: options.tier ?? "recruiter_basic",
  });
  return { user, password, name };
}
