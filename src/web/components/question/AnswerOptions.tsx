import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "@web/lib/cn";
import { LETTERS } from "@web/lib/answer-keys";

/** What the server (or the offline key) said about an answered question. */
export interface OptionMark {
  selectedAnswer: number | null;
  correctAnswer: number;
}

/**
 * The options of one question as a radio group, lettered A–D (1–4 / A–D on the keyboard choose them). Before an
 * answer is marked, `selected` highlights a pending choice; once `mark` is given, the key turns green and a wrong
 * choice red, and the options lock.
 */
export function AnswerOptions({
  labelledBy,
  options,
  selected = null,
  mark,
  disabled,
  onChoose,
}: {
  labelledBy: string;
  options: readonly string[];
  selected?: number | null;
  mark: OptionMark | null | undefined;
  disabled: boolean;
  onChoose: (option: number) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2">
      {options.map((option, i) => {
        const chosen = mark ? mark.selectedAnswer === i : selected === i;
        const isKey = mark ? mark.correctAnswer === i : false;
        return (
          <button
            key={i}
            type="button"
            role="radio"
            aria-checked={chosen}
            disabled={disabled || Boolean(mark)}
            onClick={() => onChoose(i)}
            data-testid={`option-${i}`}
            className={cn(
              "flex items-start gap-3 rounded-lg border-2 bg-card px-3 py-3 text-left transition-colors disabled:cursor-default sm:px-4",
              !mark && !chosen && "border-border hover:border-primary/60",
              !mark && chosen && "border-primary bg-primary/5",
              mark && !isKey && !chosen && "border-border opacity-70",
              isKey && "border-green-600 bg-green-50",
              mark && chosen && !isKey && "border-red-600 bg-red-50",
            )}
          >
            <span
              className={cn(
                "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                !mark && chosen ? "bg-primary text-primary-foreground" : "bg-muted",
              )}
            >
              {LETTERS[i]}
            </span>
            <span className="min-w-0 flex-1 break-words pt-0.5">{option}</span>
            {isKey ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" /> : null}
            {mark && chosen && !isKey ? <XCircle className="size-5 shrink-0 text-red-700" aria-hidden="true" /> : null}
          </button>
        );
      })}
    </div>
  );
}
