import type { OfflinePack, PublicQuestion } from "@contracts/questions";
import { dueReviews, REVIEW_SHARE } from "@domain/practice";
import { notFound } from "../../plugins/errors";
import type { QuestionRow, QuestionsRepo } from "./repo";

export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  return {
    id: row.id,
    sectionId: row.sectionId,
    question: row.question,
    options: row.options,
    topic: row.topic,
    difficulty: row.difficulty,
    figure: row.figure,
    figureAlt: row.figureAlt,
    passage:
      row.passageId && row.passageTitle !== null && row.passageText !== null
        ? { id: row.passageId, title: row.passageTitle, text: row.passageText }
        : null,
  };
}

/** Interleaves two lists at random positions, keeping each list's own order. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA = j >= b.length || (i < a.length && Math.random() < (a.length - i) / (a.length - i + b.length - j));
    out.push(takeA ? (a[i++] as T) : (b[j++] as T));
  }
  return out;
}

export function questionsService(repo: QuestionsRepo, clock: () => Date = () => new Date()) {
  async function assertSection(sectionId: number): Promise<void> {
    if (!(await repo.sectionExists(sectionId))) throw notFound(`No section with id ${sectionId}`);
  }

  return {
    assertSection,

    /** Answer keys (never sent before an answer), with each question's section. */
    keys: (ids: readonly string[]) => repo.keysFor(ids),

    /** Remembers questions as shown to a learner, so random practice prefers others for a while. */
    markSeen: (userId: number, ids: readonly string[]) => repo.recordViews(userId, ids, clock()),

    /** Questions by id, in the order asked for; unknown ids are left out. */
    async byIds(ids: readonly string[]): Promise<PublicQuestion[]> {
      const rows = new Map((await repo.byIds(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toPublicQuestion(row)] : [];
      });
    },

    /**
     * Questions with their keys for offline practice (decision 7): a bounded set, chosen like a practice set
     * (so it is recorded as seen); free plans get at most a day's allowance.
     */
    async offlinePack(userId: number, sectionId: number, limit: number): Promise<OfflinePack> {
      const set = await this.practiceSet(userId, sectionId, limit, true);
      const keys = new Map((await repo.keysFor(set.map((q) => q.id))).map((k) => [k.id, k]));
      return {
        sectionId,
        generatedAt: clock().toISOString(),
        questions: set.flatMap((q) => {
          const k = keys.get(q.id);
          return k ? [{ ...q, correctAnswer: k.correctIndex, explanation: k.explanation }] : [];
        }),
      };
    },

    async listForSection(sectionId: number, limit: number, offset: number): Promise<PublicQuestion[]> {
      await assertSection(sectionId);
      return (await repo.listForSection(sectionId, limit, offset)).map(toPublicQuestion);
    },

    /**
     * A practice set: up to 30% questions the learner missed and is due to review, then half written items
     * and half generated ones where the section has both, each preferring what this learner has not seen
     * recently. What is served is remembered as seen.
     */
    async practiceSet(userId: number, sectionId: number, limit: number, random: boolean): Promise<PublicQuestion[]> {
      await assertSection(sectionId);
      if (!random) return (await repo.listForSection(sectionId, limit, 0)).map(toPublicQuestion);
      const due = dueReviews(await repo.recentAnswers(userId, sectionId), clock()).slice(0, Math.floor(limit * REVIEW_SHARE));
      const review = due.length > 0 ? await repo.byIds(due) : [];
      const rest = limit - review.length;
      const exclude = review.map((r) => r.id);
      const authored = await repo.randomForUser(userId, sectionId, "authored", rest, exclude);
      // Generated pools hold thousands of items: take a random window of them and prefer the unseen there.
      const window = await repo.randomWindow(userId, sectionId, "generated", Math.max(rest * 4, 20), exclude);
      const generated = [...window].sort((a, b) => (a.seenAt?.getTime() ?? 0) - (b.seenAt?.getTime() ?? 0)).slice(0, rest);
      const takeAuthored = Math.min(authored.length, Math.max(Math.ceil(rest / 2), rest - generated.length));
      const takeGenerated = Math.min(generated.length, rest - takeAuthored);
      const chosen = interleave(review, interleave(authored.slice(0, takeAuthored), generated.slice(0, takeGenerated)));
      await repo.recordViews(
        userId,
        chosen.map((q) => q.id),
        clock(),
      );
      return chosen.map(toPublicQuestion);
    },
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
