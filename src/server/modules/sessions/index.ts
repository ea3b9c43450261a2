import type { RandomSource } from "@domain/random";
import type { Db } from "../../db/client";
import type { QuestionsService } from "../questions";
import { adaptiveReads } from "./adaptive-reads";
import { catConfig, catEngine } from "./engine/cat-engine";
import { poolCache } from "./engine/pool-cache";
import { sessionsRepo } from "./repo";
import { sessionsService } from "./service";
import { topicReads } from "./topic-reads";

export { sessionRoutes } from "./routes";
export type { SessionsService } from "./service";
export { TIME_UP_MESSAGE } from "./service";
export { catConfig } from "./engine/cat-engine";
export type { MissionSessionFacts } from "./repo";

/** Boot Camp Quest's one read of sessions: a learner's own session's mode, mission, completion and score. */
export function missionSessionReader(db: Db) {
  const repo = sessionsRepo(db);
  return (userId: number, sessionId: string) => repo.missionSession(userId, sessionId);
}

/** The study log's one read of sessions: seconds studied per day in the learner's time zone, every mode. */
export function studyTimeReader(db: Db) {
  const repo = sessionsRepo(db);
  return (userId: number, since: Date, timeZone: string) => repo.studySecondsByDay(userId, since, timeZone);
}
export type StudyTimeReader = ReturnType<typeof studyTimeReader>;

/** The cheat sheets' reads of answers by topic: each topic's tally, and the latest questions missed in some topics. */
export const topicAnswerReader = (db: Db) => topicReads(db);
export type { TopicTallyRow, MissedQuestionRow, TopicReads } from "./topic-reads";

export interface SessionsOptions {
  db: Db;
  questions: QuestionsService;
  pool: { ttlMs: number; simulees: number; maxItems: number };
  clock?: () => Date;
  rng?: RandomSource;
}

/** The sessions module: its service (for routes and the full test) and the adaptive start view's reads. */
export function sessionsModule({ db, questions, pool, clock = () => new Date(), rng = Math.random }: SessionsOptions) {
  const repo = sessionsRepo(db);
  const pools = poolCache((sectionId) => repo.pool(sectionId), { ...pool, config: catConfig(10) });
  const engine = catEngine({
    repo,
    pools,
    content: (ids, sectionId) => questions.byIds(ids, sectionId),
    seenSince: (userId, sectionId, since, atMost) => repo.seenSince(userId, sectionId, since, atMost),
    clock,
    rng,
  });
  return {
    service: sessionsService({ repo, questions, engine, clock }),
    adaptive: adaptiveReads(repo, questions, pools, clock, rng),
  };
}
