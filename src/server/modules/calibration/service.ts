import { eloUpdate, type LearnerAbility } from "@domain/irt/calibration";
import { reviewState } from "@domain/practice";
import type { Db } from "../../db/client";
import { calibrationRepo, type ItemState } from "./repo";

export interface BatchResult {
  /** Answers folded in by this run. */
  processed: number;
  /** Another instance held the batch lock: nothing was done. */
  busy: boolean;
}

const pairKey = (userId: number, questionId: string) => `${userId}|${questionId}`;
const learnerKey = (userId: number, sectionId: number) => `${userId}|${sectionId}`;

/**
 * Folds answers into what is learned from them, off the request path (docs/decisions/0015): each item's difficulty
 * and each learner's running ability move by one Elo step per first answer (decision 9), and spaced review is
 * brought up to date. One batch is one transaction under an advisory lock — the updates and the marks that the
 * answers are done commit together, so a crash loses nothing and nothing is counted twice, and two instances
 * never fold the same answers.
 */
export function calibrationService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async runBatch(limit = 500): Promise<BatchResult> {
      return db.transaction(async (tx) => {
        const repo = calibrationRepo(tx);
        if (!(await repo.lock())) return { processed: 0, busy: true };
        const { answers: pending, orphans, strays } = await repo.pending(limit);
        // Entries a deleted session left behind (its answers went with it) have nothing to fold in: they are dropped,
        // and so is an answer stored while its session was being deleted.
        await repo.deleteAnswers(strays);
        if (pending.length === 0) {
          await repo.markProcessed(orphans);
          return { processed: orphans.length, busy: false };
        }

        const pairs = [
          ...new Map(pending.map((a) => [pairKey(a.userId, a.questionId), { userId: a.userId, questionId: a.questionId }])).values(),
        ];
        const learnerKeys = [
          ...new Map(pending.map((a) => [learnerKey(a.userId, a.sectionId), { userId: a.userId, sectionId: a.sectionId }])).values(),
        ];
        const [itemRows, abilityRows, history] = await Promise.all([
          repo.items([...new Set(pending.map((a) => a.questionId))]),
          repo.abilities(learnerKeys),
          repo.reviewHistory(pairs),
        ]);

        const items = new Map<string, ItemState & { n: number }>(itemRows.map((i) => [i.id, { ...i, n: 0 }]));
        const learners = new Map<string, LearnerAbility & { n: number }>(
          abilityRows.map((l) => [learnerKey(l.user_id, l.section_id), { theta: l.theta, count: l.count, n: 0 }]),
        );
        const seen = new Set(history.filter((h) => h.folded).map((h) => pairKey(h.user_id, h.question_id)));
        for (const answer of pending) {
          const key = pairKey(answer.userId, answer.questionId);
          const repeat = seen.has(key);
          seen.add(key);
          // Only a learner's first answer to an item is evidence: a repeat, after seeing the explanation, would make
          // the item look easier and the learner stronger than they are. A skip or a time-out is no answer at all.
          const item = items.get(answer.questionId);
          if (repeat || answer.selectedAnswer === null || !item) continue;
          const lk = learnerKey(answer.userId, answer.sectionId);
          const learner = learners.get(lk) ?? { theta: 0, count: 0, n: 0 };
          const moved = eloUpdate(learner, { params: { a: item.a, b: item.b, c: item.c }, count: item.count }, answer.isCorrect, {
            scored: !answer.tryout,
          });
          items.set(answer.questionId, { ...item, b: moved.item.params.b, count: moved.item.count, n: item.n + 1 });
          if (!answer.tryout) learners.set(lk, { theta: moved.learner.theta, count: moved.learner.count, n: learner.n + 1 });
        }

        const byPair = new Map<
          string,
          { userId: number; questionId: string; sectionId: number; answers: { isCorrect: boolean; answeredAt: Date }[] }
        >();
        for (const h of history) {
          const key = pairKey(h.user_id, h.question_id);
          const entry = byPair.get(key) ?? { userId: h.user_id, questionId: h.question_id, sectionId: h.section_id, answers: [] };
          entry.answers.push({ isCorrect: h.is_correct, answeredAt: new Date(h.answered_at) });
          byPair.set(key, entry);
        }
        const clear: { userId: number; questionId: string }[] = [];
        const due: { userId: number; questionId: string; sectionId: number; misses: number; dueAt: Date }[] = [];
        for (const p of byPair.values()) {
          const state = reviewState(p.answers);
          if (state) due.push({ userId: p.userId, questionId: p.questionId, sectionId: p.sectionId, ...state });
          else clear.push({ userId: p.userId, questionId: p.questionId });
        }

        const now = clock();
        await repo.saveItems([...items.values()].filter((i) => i.n > 0).map((i) => ({ id: i.id, b: i.b, n: i.n })));
        await repo.saveAbilities(
          [...learners.entries()]
            .filter(([, l]) => l.n > 0)
            .map(([key, l]) => {
              const [userId, sectionId] = key.split("|").map(Number) as [number, number];
              return { user_id: userId, section_id: sectionId, theta: l.theta, n: l.n };
            }),
          now,
        );
        await repo.saveReviews(clear, due);
        await repo.markProcessed([...pending.map((a) => a.id), ...orphans]);
        return { processed: pending.length + orphans.length, busy: false };
      });
    },
  };
}
export type CalibrationService = ReturnType<typeof calibrationService>;
