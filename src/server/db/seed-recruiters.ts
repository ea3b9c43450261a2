import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { recruiterAccounts, users } from "./schema";
import { SAMPLE_RECRUITERS, sampleOrganizationOf } from "./seed-data/recruiter-directory";
import { placeDirectory } from "../geo";

/**
 * No sample recruiter can sign in: this is not an scrypt hash, so no password ever verifies against it
 * (lib/password's verify refuses any other format).
 */
const NO_SIGN_IN = "!sample-recruiter:no-sign-in";

/**
 * Demo mode only: the sample recruiter directory (seed-data/recruiter-directory.ts), inserted once. Each entry is a
 * user with the recruiter role and a `sample` recruiter account placed from its real ZIP by the offline directory.
 */
export async function seedSampleRecruiters(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: recruiterAccounts.userId })
    .from(recruiterAccounts)
    .where(eq(recruiterAccounts.sample, true))
    .limit(1);
  if (existing) return;
  for (const [index, entry] of SAMPLE_RECRUITERS.entries()) {
    const place = placeDirectory.byZip(entry.zipCode);
    if (!place) throw new Error(`sample recruiter ZIP ${entry.zipCode} is not in the place directory`);
    const n = String(index + 1).padStart(2, "0");
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: `sample_recruiter_${n}`,
          email: `sample.recruiter${n}@example.com`,
          passwordHash: NO_SIGN_IN,
          role: "recruiter",
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return;
      await tx
        .insert(recruiterAccounts)
        .values({
          userId: user.id,
          displayName: entry.name,
          rank: entry.rank,
          organization: sampleOrganizationOf(entry.branch),
          branch: entry.branch,
          station: entry.station,
          recruiterCode: `SAMPLE-${n}`,
          address: `${100 + index * 10} Sample Plaza, Suite ${100 + index}`,
          city: place.city,
          state: place.state,
          zipCode: place.zip,
          latitude: place.latitude,
          longitude: place.longitude,
          phone: `(${entry.areaCode}) 555-01${n}`,
          email: `sample.recruiter${n}@example.com`,
          hours: entry.hours,
          specialties: entry.specialties,
          publicListing: true,
          sample: true,
        })
        .onConflictDoNothing();
    });
  }
}
