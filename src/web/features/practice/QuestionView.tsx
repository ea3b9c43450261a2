import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AnswerResult } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { QuestionFigure, QuestionPassage, Stem } from "@web/components/QuestionContent";
import { cn } from "@web/lib/cn";
import { LETTERS } from "@web/lib/answer-keys";

export function QuestionView({
  question,
  result,
  disabled,
  onChoose,
}: {
  question: PublicQuestion;
  result: AnswerResult | undefined;
  disabled: boolean;
  onChoose: (option: number) => void;
}) {
  const { t } = useTranslation("practice");
  return (
    <div className="grid gap-4">
      {question.passage ? <QuestionPassage passage={question.passage} label={t("passage")} /> : null}
      <h2 className="text-lg font-semibold leading-snug sm:text-xl" id={`q-${question.id}`}>
        <Stem text={question.question} />
      </h2>
      {question.figure ? <QuestionFigure svg={question.figure} alt={question.figureAlt} /> : null}
      <div role="radiogroup" aria-labelledby={`q-${question.id}`} className="grid gap-2">
        {question.options.map((option, i) => {
          const chosen = result?.selectedAnswer === i;
          const isKey = result !== undefined && result.correctAnswer === i;
          return (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={chosen}
              disabled={disabled || result !== undefined}
              onClick={() => onChoose(i)}
              data-testid={`option-${i}`}
              className={cn(
                "flex items-start gap-3 rounded-lg border-2 bg-card px-4 py-3 text-left transition-colors disabled:cursor-default",
                result === undefined && "border-border hover:border-primary/60",
                result !== undefined && !isKey && !chosen && "border-border opacity-70",
                isKey && "border-green-600 bg-green-50",
                chosen && !isKey && "border-red-600 bg-red-50",
              )}
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold">{LETTERS[i]}</span>
              <span className="flex-1 pt-0.5">{option}</span>
              {isKey ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" /> : null}
              {chosen && !isKey ? <XCircle className="size-5 shrink-0 text-red-700" aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      {result ? (
        <div
          role="status"
          className={cn("rounded-lg p-4 text-sm", result.correct ? "bg-green-50 text-green-950" : "bg-red-50 text-red-950")}
          data-testid="feedback"
        >
          <p className="font-bold">
            {result.selectedAnswer === null ? t("skipped") : result.correct ? t("correct") : t("incorrect")}{" "}
            {!result.correct ? t("correctAnswerIs", { letter: LETTERS[result.correctAnswer] }) : null}
          </p>
          <p className="mt-1">{result.explanation}</p>
        </div>
      ) : null}
    </div>
  );
}
