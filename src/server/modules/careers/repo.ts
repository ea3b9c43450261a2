import { MOS_POSITIONS, type MosPosition } from "@content/careers";
import type { BranchCode } from "@domain/constants";
import type { JobCategory } from "@domain/asvab";

/**
 * The positions catalogue. It is content (the job sheets as code, src/content/careers), not user data: no table,
 * the same in every instance, read from memory.
 */
export function careersRepo(positions: readonly MosPosition[] = MOS_POSITIONS) {
  return {
    list(filter: { branch?: BranchCode | null | undefined; category?: JobCategory | undefined } = {}): readonly MosPosition[] {
      return positions.filter(
        (p) => (!filter.branch || p.branch === filter.branch) && (!filter.category || p.occupationalField === filter.category),
      );
    },
  };
}
export type CareersRepo = ReturnType<typeof careersRepo>;
