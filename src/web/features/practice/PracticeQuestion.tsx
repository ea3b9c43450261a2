import { useTranslation } from "react-i18next";
import type { AnswerResult } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { QuestionCard } from "@web/components/question/QuestionCard";
import { cn } from "@web/lib/cn";
import { LETTERS } from "@web/lib/answer-keys";

/** A practice question: the shared card, with practice's feedback (right or wrong, the key, the explanation). */
export function PracticeQuestion({
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
    <QuestionCard
      question={question}
      passageLabel={t("passage")}
      mark={result}
      disabled={disabled}
      onChoose={onChoose}
      feedback={
        result ? (
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
        ) : null
      }
    />
  );
}
