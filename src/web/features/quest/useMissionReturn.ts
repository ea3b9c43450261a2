import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { QUEST_MESSAGES, type CompleteMissionResponse } from "@contracts/quest";
import { MISSION_COUNT } from "@domain/quest";
import { ApiError } from "@web/lib/api";
import { useCompleteMission } from "./api";

/** What the practice screen says when it sends the learner back after a mission (learning spec §4). */
export interface MissionReturn {
  mission: number;
  completed: boolean;
  score: number;
  sessionId: string | null;
}

const RETURN_PARAMS = ["mission", "completed", "score", "session"] as const;

/** The query string of a return from a mission, or null; malformed parameters are only logged (spec §4, §8). */
export function parseMissionReturn(search: URLSearchParams): MissionReturn | null {
  if (!search.has("mission")) return null;
  const mission = Number(search.get("mission"));
  const completed = search.get("completed");
  const score = Number(search.get("score"));
  if (!Number.isInteger(mission) || mission < 1 || mission > MISSION_COUNT || (completed !== "true" && completed !== "false")) {
    console.warn("Boot Camp Quest: ignoring malformed mission parameters", Object.fromEntries(search));
    return null;
  }
  return {
    mission,
    completed: completed === "true",
    score: Number.isFinite(score) ? Math.round(score) : 0,
    sessionId: search.get("session") || null,
  };
}

export type ReturnOutcome =
  | { kind: "none" }
  | { kind: "confirming" }
  | { kind: "confirmed"; result: CompleteMissionResponse }
  | { kind: "failed"; mission: number; score: number }
  | { kind: "refused"; reason: string };

/**
 * Reads the return parameters once, clears them from the address bar, and for a claimed completion asks the server
 * to confirm it from the session: the celebration only ever follows the server's answer, never the query string.
 */
export function useMissionReturn(): { outcome: ReturnOutcome; dismiss: () => void } {
  const [search, setSearch] = useSearchParams();
  const [returned] = useState(() => parseMissionReturn(search));
  const [dismissed, setDismissed] = useState(false);
  const complete = useCompleteMission();
  const { mutate } = complete;
  const asked = useRef(false);

  useEffect(() => {
    if (RETURN_PARAMS.some((p) => search.has(p))) setSearch({}, { replace: true });
  }, [search, setSearch]);

  useEffect(() => {
    if (asked.current || !returned?.completed || !returned.sessionId) return;
    asked.current = true;
    mutate({ params: { n: returned.mission }, body: { sessionId: returned.sessionId } });
  }, [returned, mutate]);

  let outcome: ReturnOutcome = { kind: "none" };
  if (dismissed || !returned) outcome = { kind: "none" };
  else if (!returned.completed) outcome = { kind: "failed", mission: returned.mission, score: returned.score };
  // A return without a session id (an older practice screen) has nothing the server could check.
  else if (!returned.sessionId) outcome = { kind: "refused", reason: QUEST_MESSAGES.sessionNotFound };
  else if (complete.data) outcome = { kind: "confirmed", result: complete.data };
  else if (complete.error) {
    const error = complete.error;
    outcome = { kind: "refused", reason: (error instanceof ApiError ? error.serverMessage : undefined) ?? error.message };
  } else outcome = { kind: "confirming" };
  return { outcome, dismiss: () => setDismissed(true) };
}
