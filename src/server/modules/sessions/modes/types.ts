import type { AdaptiveStep } from "@contracts/adaptive";
import type { SessionRow } from "../../../db/rows";
import type { Past } from "../engine/cat-engine";
import type { HistoryRow } from "../repo";

export interface CompleteInput {
  /** The learner's own count of seconds (practice); adaptive modes sum their answers' times. */
  timeSpent?: number;
  /** An offline session's own completion time, kept within its lifetime. */
  completedAt?: string;
}

/**
 * What differs between test modes (practice, adaptive, full-test subtest; SAT and ACT later): the sessions service
 * stores every answer the same way (one statement) and asks the session's handler what follows.
 */
export interface ModeHandler {
  /** After a fresh answer: adaptive modes choose the next item or finish the test. */
  afterAnswer(session: SessionRow, history: readonly HistoryRow[]): Promise<AdaptiveStep | undefined>;
  /** Where the session stands now (a replayed answer, a resumed subtest). */
  current(session: SessionRow, history?: readonly HistoryRow[]): Promise<AdaptiveStep | undefined>;
  /** The learner ends the session (PATCH isCompleted): the server scores it. */
  complete(session: SessionRow, input: CompleteInput): Promise<SessionRow>;
  /** An answer arrived after the session's clock ran out: close it. */
  expire(session: SessionRow): Promise<void>;
  /** Adaptive modes: the statement that stored the test's last answer closed the session (its `past` included it). */
  closedByAnswer?(done: SessionRow, past: Past): Promise<AdaptiveStep>;
}
