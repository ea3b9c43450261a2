import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recordViews } from "../../db/question-views";
import { jsonParam, rows } from "../../db/raw";
import { keyGrants, passages, questions } from "../../db/schema";

const publicColumns = {
  id: questions.id,
  sectionId: questions.sectionId,
  question: questions.stem,
  options: questions.options,
  topic: questions.topic,
  difficulty: questions.difficulty,
  figure: questions.figure,
  figureAlt: questions.figureAlt,
  passageId: passages.id,
  passageTitle: passages.title,
  passageText: passages.text,
};

export type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionsRepo>["byIds"]>>[number];

export function questionsRepo(db: Db) {
  return {
    /** Authored items first (in id order), then generated ones: a stable list. */
    firstIds(sectionId: number, limit: number): Promise<{ id: string }[]> {
      return db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.sectionId, sectionId), eq(questions.active, true)))
        .orderBy(asc(questions.source), asc(questions.id))
        .limit(limit);
    },

    /** A practice set chosen and recorded in one statement: see drizzle/0023_generated_share.sql. */
    async choose(
      userId: number,
      sectionId: number,
      limit: number,
      reviews: number,
      generatedShare: number,
      exclude: readonly string[],
      record: "served" | "seen" | "none",
      now: Date,
    ): Promise<string[]> {
      const [row] = await rows<{ ids: string[] }>(
        db,
        sql`select choose_practice_set(${userId}::int, ${sectionId}::int, ${limit}::int, ${reviews}::int,
              ${generatedShare}::real, ${jsonParam(exclude)}::jsonb, ${record}, ${now.toISOString()}::timestamptz) as ids`,
      );
      return row?.ids ?? [];
    },

    /** Remembers a served set (an adaptive session accepts answers to it) and marks its questions seen, in one statement. */
    async recordServed(userId: number, sectionId: number, kind: "practice" | "adaptive", ids: readonly string[], at: Date): Promise<void> {
      await rows(
        db,
        sql`with served as (
              insert into served_sets (user_id, section_id, kind, question_ids, served_at)
              values (${userId}::int, ${sectionId}::int, ${kind}, ${jsonParam(ids)}::jsonb, ${at.toISOString()}::timestamptz)
            )
            select ${recordViews(userId, ids, at)}`,
      );
    },

    /** Binds the learner's latest unbound practice set served since `since` to a session; its ids, or null. */
    async bindServed(userId: number, sectionId: number, sessionId: string, since: Date): Promise<string[] | null> {
      const [row] = await rows<{ question_ids: string[] }>(
        db,
        sql`update served_sets set bound_session_id = ${sessionId}
             where id = (select id from served_sets
                          where user_id = ${userId}::int and section_id = ${sectionId}::int and kind = 'practice'
                            and bound_session_id is null and served_at > ${since.toISOString()}::timestamptz
                          order by served_at desc, id desc limit 1 for update skip locked)
            returning question_ids`,
      );
      return row ? row.question_ids : null;
    },

    /** Every active question of a section, for the content cache. */
    section(sectionId: number) {
      return db
        .select(publicColumns)
        .from(questions)
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(and(eq(questions.sectionId, sectionId), eq(questions.active, true)));
    },

    byIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(publicColumns)
        .from(questions)
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(inArray(questions.id, [...ids]));
    },

    keysFor(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: questions.id,
          sectionId: questions.sectionId,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
        })
        .from(questions)
        .where(inArray(questions.id, [...ids]));
    },

    /**
     * Grants a learner the keys of `wanted` for today under a daily cap, each question once a day: those granted
     * earlier today come free, new ones while there is room. All or nothing when `whole` (a session's copy).
     * Serialised per learner and section, so two requests at once cannot both take the last of the room.
     * Returns the granted ids in the order asked, or null when `whole` and they do not fit.
     */
    grant(
      userId: number,
      sectionId: number,
      day: string,
      wanted: readonly string[],
      cap: number,
      whole: boolean,
    ): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        await rows(tx, sql`select pg_advisory_xact_lock(${userId}::int, ${-sectionId}::int)`);
        const existing = new Set(
          (
            await tx
              .select({ id: keyGrants.questionId })
              .from(keyGrants)
              .where(and(eq(keyGrants.userId, userId), eq(keyGrants.sectionId, sectionId), eq(keyGrants.day, day)))
          ).map((r) => r.id),
        );
        const fresh = [...new Set(wanted)].filter((id) => !existing.has(id));
        const room = Math.max(0, cap - existing.size);
        if (whole && fresh.length > room) return null;
        const taken = new Set(fresh.slice(0, room));
        if (taken.size > 0) {
          await tx
            .insert(keyGrants)
            .values([...taken].map((questionId) => ({ userId, sectionId, day, questionId })))
            .onConflictDoNothing();
        }
        return wanted.filter((id) => existing.has(id) || taken.has(id));
      });
    },

    /** Questions whose keys went to the learner's device today in a section, oldest grant first. */
    async grantedOn(userId: number, sectionId: number, day: string): Promise<string[]> {
      const found = await db
        .select({ id: keyGrants.questionId })
        .from(keyGrants)
        .where(and(eq(keyGrants.userId, userId), eq(keyGrants.sectionId, sectionId), eq(keyGrants.day, day)))
        .orderBy(asc(keyGrants.grantedAt), asc(keyGrants.questionId));
      return found.map((r) => r.id);
    },

    /** Marks questions as shown to a learner (in one global order, so concurrent calls cannot deadlock). */
    async markSeen(userId: number, ids: readonly string[], at: Date): Promise<void> {
      // record_views reads the ids as a set and writes them in id order (no deadlock between two learners' calls).
      if (ids.length === 0) return;
      await rows(db, sql`select ${recordViews(userId, ids, at)}`);
    },

    /** Forgets served sets and key grants that no rule reads any more; true when a full batch was removed. */
    async prune(servedBefore: Date, grantsBefore: string, batch: number): Promise<boolean> {
      const [row] = await rows<{ served: number; grants: number }>(
        db,
        sql`with served as (
              delete from served_sets where id in (select id from served_sets where served_at < ${servedBefore.toISOString()}::timestamptz limit ${batch}::int)
              returning 1
            ), grants as (
              delete from key_grants where ctid in (select ctid from key_grants where day < ${grantsBefore}::date limit ${batch}::int)
              returning 1
            )
            select (select count(*) from served)::int as served, (select count(*) from grants)::int as grants`,
      );
      return (row?.served ?? 0) >= batch || (row?.grants ?? 0) >= batch;
    },
  };
}
export type QuestionsRepo = ReturnType<typeof questionsRepo>;
