import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SectionCode } from "@domain/constants";
import type { Db } from "../../db/client";
import { answers, questions, sections } from "../../db/schema";

/** How many of a learner's latest misses the cheat sheet reads for its topics' key ideas. */
const RECENT_MISSES_READ = 200;

export interface TopicTallyRow {
  section: SectionCode;
  topic: string;
  totalAttempts: number;
  incorrectCount: number;
}

export interface MissedQuestionRow {
  section: SectionCode;
  topic: string;
  stem: string;
  correctAnswer: string;
  explanation: string;
}

/**
 * The cheat sheets' reads of a learner's answers, by topic: every mode counts (practice, adaptive, full-test
 * subtests), and a skipped or timed-out question counts as missed, as it does in the score.
 */
export function topicReads(db: Db) {
  return {
    async tallies(userId: number): Promise<TopicTallyRow[]> {
      const rows = await db
        .select({
          section: sections.code,
          topic: questions.topic,
          totalAttempts: sql<number>`count(*)::int`,
          incorrectCount: sql<number>`(count(*) filter (where not ${answers.isCorrect}))::int`,
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .innerJoin(sections, eq(sections.id, questions.sectionId))
        .where(eq(answers.userId, userId))
        .groupBy(sections.code, questions.topic);
      return rows.map((r) => ({ ...r, totalAttempts: Number(r.totalAttempts), incorrectCount: Number(r.incorrectCount) }));
    },

    /** The latest questions missed in these topics, each question once, at most `perTopic` per topic, newest first. */
    async missed(
      userId: number,
      topics: readonly { section: SectionCode; topic: string }[],
      perTopic: number,
    ): Promise<MissedQuestionRow[]> {
      if (topics.length === 0) return [];
      const rows = await db
        .select({
          id: questions.id,
          section: sections.code,
          topic: questions.topic,
          stem: questions.stem,
          options: questions.options,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .innerJoin(sections, eq(sections.id, questions.sectionId))
        .where(
          and(
            eq(answers.userId, userId),
            eq(answers.isCorrect, false),
            inArray(
              questions.topic,
              topics.map((t) => t.topic),
            ),
          ),
        )
        .orderBy(desc(answers.answeredAt))
        .limit(RECENT_MISSES_READ);
      const seen = new Set<string>();
      const count = new Map<string, number>();
      const out: MissedQuestionRow[] = [];
      for (const r of rows) {
        const key = `${r.section}:${r.topic}`;
        if (seen.has(r.id) || !topics.some((t) => t.section === r.section && t.topic === r.topic)) continue;
        if ((count.get(key) ?? 0) >= perTopic) continue;
        seen.add(r.id);
        count.set(key, (count.get(key) ?? 0) + 1);
        out.push({
          section: r.section,
          topic: r.topic,
          stem: r.stem,
          correctAnswer: r.options[r.correctIndex] ?? "",
          explanation: r.explanation,
        });
      }
      return out;
    },
  };
}
export type TopicReads = ReturnType<typeof topicReads>;
