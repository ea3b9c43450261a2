import type { FitnessProfile } from "@contracts/fitness";
import { ageInYear, standardFor, type StandardChoice } from "@domain/fitness";
import type { BranchCode } from "@domain/constants";

/** The branch's standard for the learner's profile (age this year and sex, either possibly unknown). */
export function standardForProfile(branch: BranchCode, profile: FitnessProfile | null | undefined, now = new Date()): StandardChoice {
  const age = profile?.birthYear ? ageInYear(profile.birthYear, now.getFullYear()) : null;
  return standardFor(branch, { age, sex: profile?.sex ?? null });
}

/** "17–21", or "17+" for an open band. */
export const bandLabel = (band: StandardChoice["band"]) => (band.to === null ? `${band.from}+` : `${band.from}–${band.to}`);
