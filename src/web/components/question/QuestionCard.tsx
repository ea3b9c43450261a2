import type { ReactNode, Ref } from "react";
import type { PublicQuestion } from "@contracts/questions";
import { QuestionFigure, QuestionPassage, Stem } from "@web/components/QuestionContent";
import { AnswerOptions, type OptionMark } from "./AnswerOptions";

/**
 * One question as every test shows it: passage, stem, figure, options and, once answered, the feedback the
 * screen passes in (practice, adaptive and full test word their feedback differently).
 */
export function QuestionCard({
  question,
  passageLabel,
  selected,
  mark,
  disabled,
  onChoose,
  feedback,
  idPrefix = "q",
  headingRef,
}: {
  question: PublicQuestion;
  passageLabel: string;
  selected?: number | null;
  mark: OptionMark | null | undefined;
  disabled: boolean;
  onChoose: (option: number) => void;
  feedback?: ReactNode;
  idPrefix?: string;
  /** Screens that move the focus to each new question pass a ref; the heading is then focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = `${idPrefix}-${question.id}`;
  return (
    <div className="grid gap-4">
      {question.passage ? <QuestionPassage passage={question.passage} label={passageLabel} /> : null}
      <h2
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="break-words text-lg font-semibold leading-snug outline-none sm:text-xl"
        id={headingId}
        data-testid="question-stem"
      >
        <Stem text={question.question} />
      </h2>
      {question.figure ? <QuestionFigure svg={question.figure} alt={question.figureAlt} /> : null}
      {/* Keyed by question: reused buttons faded from the last question's green and red marks to the new question's
          plain ones (their colours transition), showing the old key on the new options for a moment. */}
      <AnswerOptions
        key={question.id}
        labelledBy={headingId}
        options={question.options}
        selected={selected}
        mark={mark}
        disabled={disabled}
        onChoose={onChoose}
      />
      {feedback}
    </div>
  );
}
