import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rows } from "../db/raw";
import { jobs } from "../db/schema";

/** What a job makes: a file for its owner to download. */
export interface JobFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Says how far a running job is (0-100) and which step it is on; the owner reads it from the job's status. A handler
 * that has nothing to report ignores it (the budget PDF does).
 */
export type ReportProgress = (step: string, percent: number) => Promise<void>;

export type JobHandler = (payload: unknown, job: { id: string; userId: number | null; report: ReportProgress }) => Promise<JobFile>;

export interface JobStatus {
  id: string;
  kind: string;
  status: "queued" | "running" | "done" | "failed";
  error: string | null;
  /** 0-100, as the handler last reported (100 once done). */
  progress: number;
  step: string | null;
}

/** The owner already has as many files of this kind on the way as allowed (a 429 for the caller). */
export class JobLimitError extends Error {}

/** How long a claimed job is its worker's before another may take it over (a worker that died). */
const LOCK_SECONDS = 120;
/** Tries before a job is failed for good; the waits between them double from 2 s. */
export const MAX_ATTEMPTS = 3;

interface ClaimedRow {
  id: string;
  kind: string;
  user_id: number | null;
  payload: unknown;
  attempts: number;
}

/**
 * The durable queue (schema/jobs.ts): requests enqueue, the background runner works, the owner downloads. Work is
 * claimed with FOR UPDATE SKIP LOCKED, so any number of instances share it; nothing lives only in memory.
 */
export function jobQueue(db: Db, handlers: Readonly<Record<string, JobHandler>>) {
  let wake: (() => void) | null = null;

  async function claim(): Promise<ClaimedRow | null> {
    const [row] = await rows<ClaimedRow>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1, progress = 0, step = null,
                 locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
           where id = (select id from jobs
                        where (status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now())
                        order by created_at
                        limit 1
                        for update skip locked)
       returning id, kind, user_id, payload, attempts`,
    );
    return row ?? null;
  }

  async function runOne(job: ClaimedRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      // Written only while this worker still holds the job (a taken-over job reports from its new worker).
      const report: ReportProgress = async (step, percent) => {
        await db
          .update(jobs)
          .set({ step, progress: Math.max(0, Math.min(100, Math.round(percent))) })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
        // Lets waiting requests in (a status poll among them) between steps: on the embedded database a job's
        // queries otherwise resolve back to back without ever giving the event loop a turn.
        await new Promise((resolve) => setImmediate(resolve));
      };
      const file = await handler(job.payload, { id: job.id, userId: job.user_id, report });
      await db
        .update(jobs)
        .set({
          status: "done",
          result: file.bytes,
          resultName: file.name,
          resultType: file.contentType,
          progress: 100,
          finishedAt: new Date(),
          lockedUntil: null,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set(
          final
            ? { status: "failed", error: message, finishedAt: new Date(), lockedUntil: null }
            : {
                status: "queued",
                error: message,
                lockedUntil: null,
                progress: 0,
                step: null,
                runAfter: sql`now() + make_interval(secs => ${2 ** job.attempts})`,
              },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  return {
    /** `maxPending`: how many of this owner's jobs of this kind may wait or run at once (a costly call's limit). */
    async enqueue(kind: string, userId: number | null, payload: unknown, { maxPending }: { maxPending?: number } = {}): Promise<string> {
      if (!handlers[kind]) throw new Error(`no handler for job kind ${kind}`);
      if (maxPending !== undefined && userId !== null) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.userId, userId), sql`${jobs.status} in ('queued', 'running')`));
        if ((row?.n ?? 0) >= maxPending) throw new JobLimitError(`${kind}: ${maxPending} already on the way`);
      }
      const id = randomUUID();
      await db.insert(jobs).values({ id, kind, userId, payload });
      // This instance starts on it at once; the runner's interval is only the fallback.
      wake?.();
      return id;
    },

    /** Runs queued jobs until none is waiting or `limit` ran; true when more may be waiting. */
    async work(limit = 10): Promise<boolean> {
      for (let i = 0; i < limit; i++) {
        const job = await claim();
        if (!job) return false;
        await runOne(job);
      }
      return true;
    },

    /** The runner gives the queue a way to start it early (see enqueue). */
    onEnqueue(callback: () => void): void {
      wake = callback;
    },

    /** A job as its owner sees it; another user's job is not found. */
    async status(id: string, userId: number): Promise<JobStatus | null> {
      const [row] = await db
        .select({ id: jobs.id, kind: jobs.kind, status: jobs.status, error: jobs.error, progress: jobs.progress, step: jobs.step })
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
      return row ? { ...row, status: row.status as JobStatus["status"] } : null;
    },

    async file(id: string, userId: number): Promise<JobFile | null> {
      const [row] = await db
        .select({ name: jobs.resultName, type: jobs.resultType, bytes: jobs.result })
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.status, "done")));
      return row?.bytes && row.name && row.type ? { name: row.name, contentType: row.type, bytes: row.bytes } : null;
    },
  };
}
export type JobQueue = ReturnType<typeof jobQueue>;
