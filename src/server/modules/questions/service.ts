import type { OfflineQuestion, PublicQuestion } from "@contracts/questions";
import { generatedShare, offlineKeyCap, offlinePackSize, REVIEW_SHARE, utcDay } from "@domain/practice";
import type { SectionCode, SubscriptionTier } from "@domain/constants";
import { notFound } from "../../plugins/errors";
import type { ContentCache } from "./content-cache";
import type { QuestionsRepo } from "./repo";

/** A practice set binds to the session created within this long after it was served. */
export const SERVED_SET_TTL_MS = 2 * 3600_000;

interface Deps {
  repo: QuestionsRepo;
  content: ContentCache;
  /** Whether a section exists (reference data, cached by the sections module). */
  sectionExists: (sectionId: number) => Promise<boolean>;
  /** A section's code (reference data, cached by the sections module). */
  sectionCode: (sectionId: number) => Promise<SectionCode | undefined>;
  clock?: () => Date;
}

export function questionsService({ repo, content, sectionExists, sectionCode, clock = () => new Date() }: Deps) {
  async function assertSection(sectionId: number): Promise<void> {
    if (!(await sectionExists(sectionId))) throw notFound(`No section with id ${sectionId}`);
  }

  /**
   * Up to 30% due reviews, then written and generated items in the section's share (half each for most), each
   * preferring what the learner has not seen.
   */
  const choose = async (userId: number, sectionId: number, limit: number, record: "served" | "seen", exclude: readonly string[] = []) =>
    repo.choose(
      userId,
      sectionId,
      limit,
      Math.floor(limit * REVIEW_SHARE),
      generatedShare(await sectionCode(sectionId)),
      exclude,
      record,
      clock(),
    );

  async function withKeys(ids: readonly string[], sectionId: number): Promise<OfflineQuestion[]> {
    const [shown, keys] = await Promise.all([content.get(ids, sectionId), repo.keysFor(ids)]);
    const byId = new Map(keys.map((k) => [k.id, k]));
    return shown.flatMap((q) => {
      const k = byId.get(q.id);
      return k ? [{ ...q, correctAnswer: k.correctIndex, explanation: k.explanation }] : [];
    });
  }

  return {
    assertSection,

    /** What questions show, by id, in the order asked (cached; `sectionId` when they are all of one section). */
    byIds: (ids: readonly string[], sectionId?: number) => content.get(ids, sectionId),

    /** Answer keys (never sent before an answer), with each question's section. */
    keys: (ids: readonly string[]) => repo.keysFor(ids),

    /** Remembers questions as shown to a learner, so random practice prefers others for a while. */
    markSeen: (userId: number, ids: readonly string[]) => repo.markSeen(userId, ids, clock()),

    /** Remembers a set served to a learner (and marks it seen): a session can then bind to it. */
    recordServed: (userId: number, sectionId: number, kind: "practice" | "adaptive", ids: readonly string[]) =>
      repo.recordServed(userId, sectionId, kind, ids, clock()),

    /** The practice set this learner was served last in the section, if no session has taken it yet. */
    bindServed: (userId: number, sectionId: number, sessionId: string) =>
      repo.bindServed(userId, sectionId, sessionId, new Date(clock().getTime() - SERVED_SET_TTL_MS)),

    /**
     * A practice set (GET /api/sections/{id}/questions), remembered as served so that a session created next without
     * naming its questions gets exactly these: one statement, then the text from memory.
     */
    async practiceSet(userId: number, sectionId: number, limit: number, random: boolean): Promise<PublicQuestion[]> {
      await assertSection(sectionId);
      if (random) return content.get(await choose(userId, sectionId, limit, "served"), sectionId);
      const ids = (await repo.firstIds(sectionId, limit)).map((r) => r.id);
      if (ids.length > 0) await repo.recordServed(userId, sectionId, "practice", ids, clock());
      return content.get(ids, sectionId);
    },

    /** Ids for a session that named no questions and had no served set to bind to (recorded as seen). */
    pickForSession: (userId: number, sectionId: number, limit: number) => choose(userId, sectionId, limit, "seen"),

    /**
     * Questions with their keys for the device's offline cache (platform §7 `GET /api/questions/section/{id}`,
     * decision 8): the questions granted today first, then new ones, up to the plan's pack size and under its daily
     * cap on keyed questions, so asking again the same day hands out nothing new.
     */
    async offlinePack(
      user: { id: number; subscriptionTier: SubscriptionTier },
      sectionId: number,
      requested: number,
    ): Promise<OfflineQuestion[]> {
      await assertSection(sectionId);
      const size = Math.min(requested, offlinePackSize(user.subscriptionTier, requested));
      const day = utcDay(clock());
      const granted = await repo.grantedOn(user.id, sectionId, day);
      const ids = granted.slice(0, size);
      if (ids.length < size) {
        const share = generatedShare(await sectionCode(sectionId));
        const fresh = await repo.choose(user.id, sectionId, size - ids.length, 0, share, granted, "none", clock());
        const given = (await repo.grant(user.id, sectionId, day, fresh, offlineKeyCap(user.subscriptionTier), false)) ?? [];
        await repo.markSeen(user.id, given, clock());
        ids.push(...given);
      }
      return withKeys(ids, sectionId);
    },

    /** Served sets older than a day and key grants of past days are no longer read by any rule. */
    prune: () => {
      const now = clock();
      return repo.prune(new Date(now.getTime() - 86_400_000), utcDay(new Date(now.getTime() - 86_400_000)), 5_000);
    },

    /** The keys of a session's own questions, under the same daily cap; null when they do not fit in it. */
    async grantSession(user: { id: number; subscriptionTier: SubscriptionTier }, sectionId: number, ids: readonly string[]) {
      const granted = await repo.grant(user.id, sectionId, utcDay(clock()), ids, offlineKeyCap(user.subscriptionTier), true);
      return granted ? withKeys(granted, sectionId) : null;
    },
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
