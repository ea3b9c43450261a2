import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jsonParam, rows } from "../../db/raw";

/** Arbitrary constant: the advisory lock that lets one instance at a time fold answers in. */
const BATCH_LOCK_ID = 727_002;

export interface PendingAnswer {
  id: string;
  userId: number;
  sectionId: number;
  questionId: string;
  selectedAnswer: number | null;
  isCorrect: boolean;
  /** The item was an unscored tryout in its session: it calibrates the item, not the learner. */
  tryout: boolean;
}

export interface ItemState {
  id: string;
  a: number;
  b: number;
  c: number;
  count: number;
}

type Pair = { userId: number; questionId: string };

/** The batch's reads and writes, all on the transaction that holds the batch lock. */
export function calibrationRepo(tx: Db) {
  const pairsParam = (pairs: readonly Pair[]) => jsonParam(pairs.map((p) => ({ user_id: p.userId, question_id: p.questionId })));
  return {
    /** True when this transaction got the batch lock (another instance's batch holds it otherwise). */
    async lock(): Promise<boolean> {
      const [row] = await rows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${BATCH_LOCK_ID}) as ok`);
      return row?.ok === true;
    },

    /**
     * The queue's oldest entries (by the time the server took the answer), their answers in the order they were
     * given; `orphans` are entries whose answer is gone (its session was deleted), to drop, and `strays` answers
     * whose session is gone: stored while it was being deleted (answers keep no foreign key to it, decision 15).
     * The queue is read through its own time index and each entry's answer and session are probed by key (LATERAL
     * with LIMIT 1, which the planner cannot turn back into a join): as plain joins, the planner hashed the whole
     * answers table at every batch while it held under some 80,000 rows (20 ms of a 22 ms batch at 40,000 answers on
     * bench:api, 5.7 ms as probes), and sorting the whole queue joined with every answer did the same before that.
     * No row locks: the batch lock already keeps any other batch out, and locking each entry before deleting it
     * wrote a WAL record per entry.
     */
    async pending(limit: number): Promise<{ answers: PendingAnswer[]; orphans: string[]; strays: string[] }> {
      // The size is written into the statement: with a parameter, the prepared statement's generic plan cannot know
      // the limit is small and joins by reading the answers table whole (25 ms a batch instead of 5).
      const size = Math.max(1, Math.trunc(limit));
      const found = await rows<{
        queued: string;
        id: string | null;
        user_id: number;
        section_id: number;
        question_id: string;
        selected_answer: number | null;
        is_correct: boolean;
        tryout: boolean | null;
        session_gone: boolean;
      }>(
        tx,
        sql`select q.answer_id as queued, a.id, a.user_id, a.section_id, a.question_id, a.selected_answer, a.is_correct,
                   (s.tryout_ids ? a.question_id) as tryout, s.id is null as session_gone
              from (select answer_id from answer_queue order by queued_at limit ${sql.raw(String(size))}) q
              left join lateral (select id, user_id, section_id, question_id, selected_answer, is_correct, answered_at, session_id
                                   from answers where id = q.answer_id limit 1) a on true
              left join lateral (select id, tryout_ids from test_sessions where id = a.session_id limit 1) s on true
             order by a.answered_at, a.id`,
      );
      const answers: PendingAnswer[] = [];
      const orphans: string[] = [];
      const strays: string[] = [];
      for (const r of found) {
        if (r.id === null || r.session_gone) {
          orphans.push(r.queued);
          if (r.id !== null) strays.push(r.id);
          continue;
        }
        answers.push({
          id: r.id,
          userId: r.user_id,
          sectionId: r.section_id,
          questionId: r.question_id,
          selectedAnswer: r.selected_answer,
          isCorrect: r.is_correct,
          tryout: r.tryout === true,
        });
      }
      return { answers, orphans, strays };
    },

    async items(ids: readonly string[]): Promise<ItemState[]> {
      return rows<ItemState>(
        tx,
        sql`select id, irt_a as a, irt_b as b, irt_c as c, response_count as count
              from questions where id in (select jsonb_array_elements_text(${jsonParam(ids)}::jsonb))`,
      );
    },

    async abilities(keys: readonly { userId: number; sectionId: number }[]) {
      return rows<{ user_id: number; section_id: number; theta: number; count: number }>(
        tx,
        sql`select l.user_id, l.section_id, l.theta, l.response_count as count
              from learner_abilities l
              join jsonb_to_recordset(${jsonParam(keys.map((k) => ({ user_id: k.userId, section_id: k.sectionId })))}::jsonb)
                   as k(user_id int, section_id int) on k.user_id = l.user_id and k.section_id = l.section_id`,
      );
    },

    /**
     * For these (learner, item) pairs, what spaced review is recomputed from — each pair's answers from its latest
     * right answer on (`reviewState` counts the wrong answers since it; a pair never answered right has them all) —
     * and whether the pair has an answer folded in before (one no longer in the queue), which makes this one a
     * repeat. `folded` is decided once per pair, oldest answer first, so it usually stops at the first probe.
     * Reading every answer of a pair and probing the queue for each cost 16.7 ms a batch on bench:api, whose
     * adaptive learners answer each item some 20 times (5.7 ms with `folded` per pair). The queue is probed by key
     * (a scalar subquery): as EXISTS it was hashed whole first, dead rows and all.
     */
    async reviewHistory(pairs: readonly Pair[]) {
      return rows<{
        user_id: number;
        question_id: string;
        section_id: number;
        is_correct: boolean;
        answered_at: Date | string;
        folded: boolean;
      }>(
        tx,
        // MATERIALIZED: inlined, the pair's tests ran again for every one of its answers.
        sql`with p as materialized (
              select p.user_id, p.question_id,
                     exists (select 1 from answers o where o.user_id = p.user_id and o.question_id = p.question_id
                               and (select true from answer_queue q where q.answer_id = o.id) is null) as folded,
                     (select max(r.answered_at) from answers r
                       where r.user_id = p.user_id and r.question_id = p.question_id and r.is_correct) as last_right
                from jsonb_to_recordset(${pairsParam(pairs)}::jsonb) as p(user_id int, question_id text))
            select a.user_id, a.question_id, a.section_id, a.is_correct, a.answered_at, p.folded
              from p join answers a on a.user_id = p.user_id and a.question_id = p.question_id
                                   and a.answered_at >= coalesce(p.last_right, '-infinity')`,
      );
    },

    async saveItems(moves: readonly { id: string; b: number; n: number }[]): Promise<void> {
      if (moves.length === 0) return;
      await rows(
        tx,
        sql`update questions q set irt_b = v.b, response_count = q.response_count + v.n
              from jsonb_to_recordset(${jsonParam(moves)}::jsonb) as v(id text, b real, n int) where q.id = v.id`,
      );
    },

    async saveAbilities(moves: readonly { user_id: number; section_id: number; theta: number; n: number }[], at: Date): Promise<void> {
      if (moves.length === 0) return;
      await rows(
        tx,
        sql`insert into learner_abilities (user_id, section_id, theta, response_count, updated_at)
            select v.user_id, v.section_id, v.theta, v.n, ${at.toISOString()}::timestamptz
              from jsonb_to_recordset(${jsonParam(moves)}::jsonb) as v(user_id int, section_id int, theta real, n int)
            on conflict (user_id, section_id) do update
               set theta = excluded.theta, response_count = learner_abilities.response_count + excluded.response_count, updated_at = excluded.updated_at`,
      );
    },

    async saveReviews(clear: readonly Pair[], due: readonly (Pair & { sectionId: number; misses: number; dueAt: Date })[]): Promise<void> {
      if (clear.length > 0) {
        await rows(
          tx,
          sql`delete from review_items r using jsonb_to_recordset(${pairsParam(clear)}::jsonb) as p(user_id int, question_id text)
               where r.user_id = p.user_id and r.question_id = p.question_id`,
        );
      }
      if (due.length > 0) {
        const values = due.map((d) => ({
          user_id: d.userId,
          question_id: d.questionId,
          section_id: d.sectionId,
          misses: d.misses,
          due_at: d.dueAt.toISOString(),
        }));
        await rows(
          tx,
          sql`insert into review_items (user_id, question_id, section_id, misses, due_at)
              select v.user_id, v.question_id, v.section_id, v.misses, v.due_at
                from jsonb_to_recordset(${jsonParam(values)}::jsonb) as v(user_id int, question_id text, section_id int, misses int, due_at timestamptz)
              on conflict (user_id, question_id) do update set misses = excluded.misses, due_at = excluded.due_at, section_id = excluded.section_id`,
        );
      }
    },

    /** Deletes answers whose session is gone (see `pending`). */
    async deleteAnswers(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await rows(tx, sql`delete from answers where id in (select jsonb_array_elements_text(${jsonParam(ids)}::jsonb))`);
    },

    async markProcessed(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await rows(tx, sql`delete from answer_queue where answer_id in (select jsonb_array_elements_text(${jsonParam(ids)}::jsonb))`);
    },
  };
}
