import { useQueryClient } from "@tanstack/react-query";
import { Coffee, Play, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FullTestDto } from "@contracts/full-test";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { refetchFullTest, startNextSubtest, storeFullTest } from "./api";
import { SubtestTable } from "./SubtestTable";

/** Between subtests the clock is stopped: the learner may rest, leave and come back, or go on. */
export function BreakView({ test, onRestart }: { test: FullTestDto; onRestart: () => void }) {
  const { t } = useTranslation("fullTest");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const next = test.subtests[test.nextIndex];
  const done = test.subtests.filter((s) => s.status === "done").length;

  async function begin() {
    setBusy(true);
    try {
      await storeFullTest(queryClient, await startNextSubtest(test.id));
    } catch (error) {
      // 409: another tab already started it; the fresh state shows where things stand.
      if (error instanceof ApiError && error.status === 409) await refetchFullTest(queryClient, test.id);
      else toast({ title: t("nextFailed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("title")}</h1>
        <Progress value={done} max={test.subtests.length} label={t("subtestsDone", { done, total: test.subtests.length })} />
        <p className="text-sm text-muted-foreground">{t("subtestsDone", { done, total: test.subtests.length })}</p>
      </header>
      {next ? (
        <Card className="border-primary/40">
          <CardContent className="grid gap-3 p-4 sm:p-6">
            <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
              <Coffee className="size-4 shrink-0" aria-hidden="true" /> {done === 0 ? t("readyFirst") : t("breakNote")}
            </p>
            <h2 className="text-xl font-bold" data-testid="next-subtest">
              {t("nextUp", { n: test.nextIndex + 1, name: next.name })}
            </h2>
            <p>{t("nextDetails", { count: next.itemCount, minutes: Math.round((next.timeLimitSeconds / 60) * 10) / 10 })}</p>
            <p className="text-sm text-muted-foreground">{t("noFeedback")}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="lg" onClick={() => void begin()} disabled={busy} data-testid="start-subtest">
                <Play aria-hidden="true" /> {busy ? t("starting") : t("startSubtest")}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
      <SubtestTable rows={test.subtests} nextIndex={test.nextIndex} />
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (window.confirm(t("restartConfirm"))) onRestart();
          }}
        >
          <RotateCcw aria-hidden="true" /> {t("restart")}
        </Button>
      </div>
    </>
  );
}
