import { CheckCircle2, Circle, Loader2, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PACKET_STEPS, RECRUITER_PACKET_MESSAGES } from "@contracts/recruiter-packet";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { useMessageText } from "@web/lib/messages";
import type { GenerationState } from "./generation";

/** §4's steps, without the closing "complete" (shown as the bar's end). */
const WORK_STEPS = PACKET_STEPS.filter((s) => s.step !== "complete");

/**
 * The generate button and, while the server makes the packet, its progress: the bar and the step the server reports,
 * with the steps before it ticked (a fast server may pass several between two polls).
 */
export function GenerateCard({
  eligible,
  state,
  starting,
  onGenerate,
}: {
  /** Null while the learner's tests are loading. */
  eligible: boolean | null;
  state: GenerationState;
  starting: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation("recruiterPacket");
  const message = useMessageText();
  const busy = starting || state.phase === "working";
  const progress = state.phase === "idle" ? 0 : state.progress;
  const current = state.phase === "idle" ? null : state.step;
  const currentPercent = PACKET_STEPS.find((s) => s.step === current)?.percent ?? 0;
  const label =
    state.phase === "complete" ? t("steps.complete") : current ? t(`steps.${current}`) : starting || busy ? t("steps.queued") : null;

  return (
    <Card data-testid="packet-generate">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Package className="size-5 text-primary" aria-hidden="true" />
          {t("generate.title")}
        </CardTitle>
        <CardDescription>{t("generate.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {eligible === false ? (
          <div
            className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="packet-needs-test"
          >
            <p>{message(RECRUITER_PACKET_MESSAGES.needsPracticeTest)}</p>
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <Link to="/practice">{t("generate.takeTest")}</Link>
            </Button>
          </div>
        ) : null}
        <Button
          onClick={onGenerate}
          disabled={busy || eligible !== true}
          data-testid="generate-packet"
          className="h-auto min-h-10 w-full whitespace-normal sm:w-auto sm:justify-self-start"
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Package aria-hidden="true" />}
          {busy ? t("generate.working") : t("generate.button")}
        </Button>
        {state.phase === "idle" && !starting ? null : (
          <div className="grid gap-3" data-testid="packet-progress" aria-live="polite">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium" data-testid="packet-step">
                {label}
              </span>
              <span className="tabular-nums text-muted-foreground" data-testid="packet-percent">
                {progress}%
              </span>
            </div>
            <Progress value={progress} label={t("generate.progressLabel")} />
            <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
              {WORK_STEPS.map((s) => {
                const done = state.phase === "complete" || s.percent < currentPercent;
                const active = state.phase === "working" && s.step === current;
                return (
                  <li
                    key={s.step}
                    className={`flex items-center gap-2 ${done || active ? "" : "text-muted-foreground"}`}
                    data-testid={`packet-step-${s.step}`}
                    data-state={done ? "done" : active ? "active" : "waiting"}
                  >
                    {done ? (
                      <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
                    ) : active ? (
                      <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
                    ) : (
                      <Circle className="size-4" aria-hidden="true" />
                    )}
                    {t(`steps.${s.step}`)}
                  </li>
                );
              })}
            </ol>
            {state.phase === "complete" ? <p className="text-sm text-muted-foreground">{t("generate.downloadSoon")}</p> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
