import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { PACKET_STEPS, RECRUITER_PACKET_LIMITS, type PacketStep } from "@contracts/recruiter-packet";
import { routes } from "@contracts/routes";
import { downloadWhenReady } from "@web/lib/download";
import { packetDownloadUrl, readJobStatus } from "./api";

export type GenerationState =
  | { phase: "idle" }
  | { phase: "working"; packetId: number; jobId: string; progress: number; step: PacketStep | null }
  | { phase: "complete"; packetId: number; progress: 100; step: "complete" };

const isStep = (step: string | null): step is PacketStep => PACKET_STEPS.some((s) => s.step === step);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows one packet's job as the server reports it (learning spec §4's steps, but the server's real progress, not a
 * timer), then downloads the zip 2 s after it is ready (§9). The handlers raise the spec's toasts (§8).
 */
export function usePacketGeneration(handlers: {
  onReady: () => void;
  onDownloaded: () => void;
  onFailed: () => void;
  onDownloadFailed: (err: unknown) => void;
}) {
  const [state, setState] = useState<GenerationState>({ phase: "idle" });
  const queryClient = useQueryClient();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const latest = useRef(handlers);
  latest.current = handlers;

  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: [routes.recruiterPackets.path] }), [queryClient]);

  const follow = useCallback(
    async (packetId: number, jobId: string) => {
      setState({ phase: "working", packetId, jobId, progress: 0, step: null });
      for (;;) {
        if (!alive.current) return;
        let job;
        try {
          job = await readJobStatus(jobId);
        } catch {
          setState({ phase: "idle" });
          latest.current.onFailed();
          refreshList();
          return;
        }
        if (job.status === "failed") {
          // §8: 'Generation Failed', progress reset.
          setState({ phase: "idle" });
          latest.current.onFailed();
          refreshList();
          return;
        }
        if (job.status === "done") break;
        setState({ phase: "working", packetId, jobId, progress: job.progress, step: isStep(job.step) ? job.step : null });
        await wait(RECRUITER_PACKET_LIMITS.pollMs);
      }
      setState({ phase: "complete", packetId, progress: 100, step: "complete" });
      latest.current.onReady();
      refreshList();
      await wait(RECRUITER_PACKET_LIMITS.downloadDelayMs);
      if (!alive.current) return;
      try {
        await downloadWhenReady(await packetDownloadUrl(packetId));
        latest.current.onDownloaded();
      } catch (err) {
        latest.current.onDownloadFailed(err);
      } finally {
        // The screen keeps showing "Complete" until the next packet is asked for.
        refreshList();
      }
    },
    [refreshList],
  );

  return { state, follow, reset: () => setState({ phase: "idle" }) };
}
