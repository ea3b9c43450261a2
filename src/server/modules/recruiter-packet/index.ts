import type { Db } from "../../db/client";
import { entitlementsOf } from "@domain/entitlements";
import type { UserRow } from "../../db/rows";
import type { PacketSources } from "./collect";
import { recruiterPacketJob } from "./job";
import { recruiterPacketRepo } from "./repo";
import { recruiterPacketService, type PacketQueue } from "./service";

export { recruiterPacketRoutes } from "./routes";
export { RECRUITER_PACKET_JOB, studyLogCsv } from "./job";
export type { PacketSources } from "./collect";
export type { PacketQueue, RecruiterPacketService } from "./service";

/** Which of these learners shared a recruiter packet with recruiters (read by the recruiter leads inbox). */
export const sharedPacketReader = (db: Db) => ({ sharedBy: (userIds: number[]) => recruiterPacketRepo(db).sharedBy(userIds) });

/**
 * The recruiter packet (issue 14): its rows, its calls and the job that makes the zip. Every figure comes from the
 * other modules' reads in `sources`; the queue is late-bound because the job handler must exist before the queue.
 */
/** The rule book's PDF finish for the learner's plan when the packet is made. */
const watermarked = (user: UserRow) => entitlementsOf(user.subscriptionTier).pdf === "watermarked";

export function recruiterPacketModule(db: Db, deps: { sources: PacketSources; queue: () => PacketQueue; clock?: () => Date }) {
  const repo = recruiterPacketRepo(db);
  const clock = deps.clock ?? (() => new Date());
  return {
    job: recruiterPacketJob({ repo, sources: deps.sources, watermarked, clock }),
    service: recruiterPacketService({
      repo,
      queue: {
        enqueue: (userId, payload) => deps.queue().enqueue(userId, payload),
        status: (id, userId) => deps.queue().status(id, userId),
      },
      sources: deps.sources,
      clock,
    }),
  };
}
