import { useQueryClient } from "@tanstack/react-query";
import { Send, Timer } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FullTestDto } from "@contracts/full-test";
import { QuestionCard } from "@web/components/question/QuestionCard";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useAnswerKeys } from "@web/lib/answer-keys";
import { cn } from "@web/lib/cn";
import { answerFullTestItem, refetchFullTest, storeFullTest } from "./api";
import { clock, useDeadline } from "./useDeadline";

/** One subtest in progress. As on the real test there is no feedback: each answer brings the next item. */
export function SubtestView({ test }: { test: FullTestDto }) {
  // Keyed by subtest and question: each question starts unselected, with its own time-on-question clock.
  const active = test.active as NonNullable<FullTestDto["active"]>;
  return <SubtestItem key={`${active.sessionId}:${active.question?.id ?? ""}`} test={test} />;
}

function SubtestItem({ test }: { test: FullTestDto }) {
  const { t } = useTranslation("fullTest");
  const queryClient = useQueryClient();
  const refetch = useCallback(() => refetchFullTest(queryClient, test.id), [queryClient, test.id]);
  const active = test.active as NonNullable<FullTestDto["active"]>;
  const subtest = test.subtests.find((s) => s.sectionId === active.sectionId);
  const question = active.question;
  const [selected, setSelected] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [shownAt] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const left = useDeadline(active.secondsRemaining);

  // A new question takes the focus so a screen reader starts reading it.
  useEffect(() => headingRef.current?.focus(), []);

  // Time is up: the server closes the subtest (scoring unreached items as guesses); ask until it has.
  useEffect(() => {
    if (left > 0) return;
    toast({ title: t("timeUp"), description: t("timeUpBody"), variant: "destructive" });
    const timer = window.setInterval(() => void refetch(), 1000);
    return () => window.clearInterval(timer);
  }, [left, refetch, t]);

  async function submit() {
    if (selected === null || !question || sending) return;
    setSending(true);
    try {
      const result = await answerFullTestItem({
        sessionId: active.sessionId,
        questionId: question.id,
        selectedAnswer: selected,
        timeSpent: Math.max(1, Math.round((Date.now() - shownAt) / 1000)),
      });
      const step = result.adaptive;
      if (!step || step.done) {
        // The page moves a finished test to its own address and refreshes what depends on it.
        await refetch();
      } else {
        await storeFullTest(queryClient, { ...test, active: { ...active, question: step.nextQuestion, answered: step.answered } });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await refetch();
      else toast({ title: "Error", description: t("submitFailed"), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  useAnswerKeys({
    optionCount: question ? question.options.length : null,
    choose: setSelected,
    enter: (target) => {
      // Enter on a focused button is that button's own click; on a chosen option it submits, as in a form.
      if (selected === null || (target?.tagName === "BUTTON" && target.getAttribute("role") !== "radio")) return false;
      void submit();
      return true;
    },
  });

  if (!question) return null;
  const number = active.answered + 1;
  const low = left <= 60;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-muted-foreground">
          {t("subtestOf", { n: test.nextIndex, total: test.subtests.length, name: subtest?.name ?? "" })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold" data-testid="question-counter">
            {t("questionOf", { n: number, total: active.total })}
          </span>
          <span
            role="timer"
            aria-label={t("timeLeft", { time: clock(left) })}
            className={cn("inline-flex items-center gap-1.5 font-mono text-sm font-bold", low && "text-red-700")}
            data-testid="subtest-timer"
          >
            <Timer className="size-4" aria-hidden="true" /> {clock(left)}
          </span>
        </div>
        <Progress value={active.answered} max={active.total} label={t("progress", { answered: active.answered, total: active.total })} />
      </div>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <QuestionCard
            question={question}
            passageLabel={t("passage")}
            idPrefix="ft"
            headingRef={headingRef}
            selected={selected}
            mark={null}
            disabled={sending}
            onChoose={setSelected}
          />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button size="lg" onClick={() => void submit()} disabled={selected === null || sending} data-testid="submit-answer">
          <Send aria-hidden="true" /> {sending ? t("submitting") : t("submit")}
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">{t("resumeNote")}</p>
    </div>
  );
}
