/**
 * The reference job sheet (military-jobs.md) as the re-keying scripts read it: the JSON array under its '## Data'
 * heading, the sheet's branch names as our codes, and a way out on anything not understood.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import type { BranchCode } from "../src/domain/constants";

const DEFAULT_SHEET = "/work/shared/reference/military-jobs.md";

export const SHEET_BRANCHES: Readonly<Record<string, BranchCode>> = {
  Army: "army",
  Navy: "navy",
  "Air Force": "air_force",
  "Marine Corps": "marines",
  "Coast Guard": "coast_guard",
  "Space Force": "space_force",
};

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The sheet's records (its path from the command line, else the shared reference copy). */
export function readJobSheet<T>(path = process.argv[2] ?? DEFAULT_SHEET): T[] {
  const data = readFileSync(path, "utf8").split(/^## Data\b/m)[1];
  const block = data && /```json\n([\s\S]*?)\n```/.exec(data)?.[1];
  if (!block) fail("No ```json block after the '## Data' heading");
  return JSON.parse(block) as T[];
}

/** Writes a generated data file as the project's Prettier settings format it. */
export async function writeFormatted(file: string, source: string): Promise<void> {
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
}
