import { ADAPTIVE_RECENT_ANSWERS, type AdaptivePerformance } from "@contracts/adaptive";
import type { PublicQuestion } from "@contracts/questions";
import { accuracyByLevel, levelOf } from "@domain/irt/levels";
import type { RandomSource } from "@domain/random";
import { selectItem, type AdministeredItem } from "@domain/irt/select";
import type { QuestionsService } from "../questions";
import { freshWindow } from "./engine/cat-engine";
import type { PoolCache } from "./engine/pool-cache";
import type { SessionsRepo } from "./repo";

/** Learning spec §7: the adaptive start view's reads. Adaptive answers go through the sessions service. */
export function adaptiveReads(repo: SessionsRepo, questions: QuestionsService, pools: PoolCache, clock: () => Date, rng: RandomSource) {
  return {
    async performance(userId: number, sectionId: number): Promise<AdaptivePerformance> {
      await questions.assertSection(sectionId);
      const [recent, ability] = await Promise.all([
        repo.recentAnswers(userId, sectionId, ADAPTIVE_RECENT_ANSWERS),
        repo.ability(userId, sectionId),
      ]);
      const levels = accuracyByLevel(recent);
      return {
        sectionId,
        easyAccuracy: levels.easy.accuracy,
        mediumAccuracy: levels.medium.accuracy,
        hardAccuracy: levels.hard.accuracy,
        easyAnswers: levels.easy.answers,
        mediumAnswers: levels.medium.answers,
        hardAnswers: levels.hard.answers,
        suggestedDifficulty: ability ? levelOf(ability.theta) : "medium",
        totalAnswers: recent.length,
        ability: ability ? ability.theta : null,
      };
    },

    /**
     * Items matched to the learner's running ability, covering the section's topics: what the engine would pick one
     * after another for someone at that level. Remembered as served, so an adaptive session accepts answers to them
     * (a client following the spec's calls answers these).
     */
    async matchedQuestions(userId: number, sectionId: number, limit: number) {
      await questions.assertSection(sectionId);
      const [ability, pool] = await Promise.all([repo.ability(userId, sectionId), pools.get(sectionId)]);
      const theta = ability?.theta ?? 0;
      // What the learner saw lately stays out while enough others remain, as in an adaptive test.
      const { since, atMost } = freshWindow(clock(), pool.items.length, limit);
      const exclude = new Set(await repo.seenSince(userId, sectionId, since, atMost));
      // Answers are unknown here, so every pick is made at the learner's level, still spread over the topics.
      const picked: AdministeredItem[] = [];
      for (let i = 0; i < limit; i++) {
        const item = selectItem(pool.items, theta, picked, { rng, exclude });
        if (!item) break;
        picked.push({ id: item.id, topic: item.topic });
      }
      const ids = picked.map((p) => p.id);
      const shown = await questions.byIds(ids, sectionId);
      if (ids.length > 0) await questions.recordServed(userId, sectionId, "adaptive", ids);
      const list: PublicQuestion[] = shown.map((q) => {
        const item = pool.byId.get(q.id);
        return item ? { ...q, difficulty: levelOf(item.params.b) } : q;
      });
      return { sectionId, suggestedDifficulty: levelOf(theta), questions: list };
    },
  };
}
export type AdaptiveReads = ReturnType<typeof adaptiveReads>;
