import { ArrowRight, Flag, LogOut, Send, Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { PublicQuestion } from "@contracts/questions";
import { QuestionCard } from "@web/components/question/QuestionCard";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { LETTERS, useAnswerKeys } from "@web/lib/answer-keys";
import { cn } from "@web/lib/cn";
import { DifficultyBadge } from "./DifficultyBadge";
import type { AdaptiveTest } from "./useAdaptiveTest";
import { mmss, useElapsed } from "./useElapsed";

/**
 * Enter on a focused button or link is that element's own click; handling it here too would act twice. A chosen
 * option is the exception: Enter there submits, as it would in a form.
 */
function isOwnEnter(target: HTMLElement | null, selected: number | null): boolean {
  if (!target || !["BUTTON", "A"].includes(target.tagName)) return false;
  return target.getAttribute("role") !== "radio" || selected === null;
}

export function TestView({ test, onExit }: { test: AdaptiveTest; onExit: () => void }) {
  const { t } = useTranslation("adaptive");
  const { question, result } = test;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const seconds = useElapsed(question?.id, result === null);

  // A new question takes the focus so a screen reader starts reading it, and keyboard users start from it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question?.id]);
  // The Submit button disappears with the feedback; the focus goes to the button that replaces it.
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  useAnswerKeys({
    optionCount: question ? question.options.length : null,
    choose: result ? null : test.choose,
    enter: (target) => {
      if (isOwnEnter(target, test.selected)) return false;
      if (result) test.next();
      else void test.submit();
      return true;
    },
  });

  if (!question) return null;
  const answered = test.answers.length;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-bold" data-testid="question-counter">
              {t("questionOf", { n: test.number, total: test.total })}
            </span>
            <DifficultyBadge level={question.difficulty} withPrefix data-testid="difficulty-badge" />
          </div>
          <span
            className="inline-flex items-center gap-1.5 font-mono text-sm font-bold"
            role="timer"
            aria-label={t("timeOnQuestion", { time: mmss(seconds) })}
            data-testid="timer"
          >
            <Timer className="size-4" aria-hidden="true" />
            {mmss(seconds)}
          </span>
        </div>
        <Progress value={answered} max={test.total} label={t("progress", { answered, total: test.total })} />
      </div>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <QuestionCard
            question={question}
            passageLabel={t("passage")}
            idPrefix="aq"
            headingRef={headingRef}
            selected={test.selected}
            mark={result}
            disabled={test.submitting}
            onChoose={test.choose}
            feedback={
              <div aria-live="polite" aria-atomic="true">
                {result ? <Feedback question={question} test={test} /> : null}
              </div>
            }
          />
        </CardContent>
      </Card>
      <div className="flex flex-wrap-reverse items-center justify-between gap-2">
        <Button variant="outline" onClick={onExit}>
          <LogOut aria-hidden="true" /> {t("exit")}
        </Button>
        {result ? (
          <Button ref={nextRef} onClick={test.next} data-testid="next">
            {test.isLast ? (
              <>
                <Flag aria-hidden="true" /> {t("finish")}
              </>
            ) : (
              <>
                {t("next")} <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        ) : (
          <Button onClick={() => void test.submit()} disabled={test.selected === null || test.submitting}>
            <Send aria-hidden="true" /> {test.submitting ? t("submitting") : t("submit")}
          </Button>
        )}
      </div>
      <p className="hidden text-center text-xs text-muted-foreground sm:block">{t("keyboardHint")}</p>
    </div>
  );
}

function Feedback({ question, test }: { question: PublicQuestion; test: AdaptiveTest }) {
  const { t } = useTranslation("adaptive");
  const result = test.result;
  if (!result) return null;
  return (
    <div
      className={cn("grid gap-2 rounded-lg p-4 text-sm", result.correct ? "bg-green-50 text-green-950" : "bg-red-50 text-red-950")}
      data-testid="feedback"
    >
      <p className="text-base font-bold">{result.correct ? t("feedback.correct") : t("feedback.incorrect")}</p>
      {result.correct ? null : (
        <p className="font-semibold">
          {t("feedback.correctAnswer", { letter: LETTERS[result.correctAnswer], text: question.options[result.correctAnswer] ?? "" })}
        </p>
      )}
      {result.explanation ? <p>{result.explanation}</p> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 pt-1">
        <span className="inline-flex items-center gap-1.5">
          {t("feedback.questionLevel")}
          <DifficultyBadge level={question.difficulty} />
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="current-level">
          {t("feedback.yourLevel")}
          <DifficultyBadge level={test.level} />
        </span>
      </div>
    </div>
  );
}
