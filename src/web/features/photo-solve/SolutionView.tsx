import { BookOpen, CheckCircle2, CircleHelp, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PhotoSolutionDto } from "@contracts/photo-solve";
import type { SectionCode } from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { sectionName } from "@web/lib/data-text";
import { useSections } from "@web/lib/reference-data";
import { plainText, repeatsSteps } from "./plain-text";

const DIFFICULTY_BADGE = { easy: "success", medium: "warning", hard: "danger" } as const;

/**
 * Learning spec §3 "Solution": difficulty, steps, explanation and answer. When the server found no confident answer it
 * says so (source "none"): no answer is dressed up, the subject's study guide and similar bank questions are offered.
 */
export function SolutionView({ solution, subjectCode }: { solution: PhotoSolutionDto; subjectCode: SectionCode }) {
  const { t } = useTranslation("photoSolve");
  const sections = useSections();
  const section = sections.data?.find((s) => s.code === subjectCode);
  const subject = section?.name ?? sectionName(subjectCode, subjectCode);
  // Without a confident answer the server's answer, steps and explanation are its generic advice in English; the same
  // advice is said here in the learner's language, and the study guide and similar questions carry the help.
  const confident = solution.source !== "none";

  return (
    <section className="grid gap-4 border-t border-border pt-4" aria-labelledby="solution-title" data-testid="photo-solution">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="solution-title" className="text-lg font-bold">
          {t("solution.title")}
        </h3>
        <div className="flex flex-wrap gap-2">
          {confident ? (
            <Badge variant={DIFFICULTY_BADGE[solution.difficulty]}>
              {t("solution.difficulty")}: {t(`solution.difficulties.${solution.difficulty}`)}
            </Badge>
          ) : null}
          <Badge variant={confident ? "outline" : "muted"}>{t(`solution.source.${solution.source}`)}</Badge>
        </div>
      </div>

      <div
        className={confident ? "rounded-lg border border-green-300 bg-green-50 p-4" : "rounded-lg border border-amber-300 bg-amber-50 p-4"}
        data-testid="solution-answer"
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          {confident ? (
            <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
          ) : (
            <CircleHelp className="size-4 text-amber-700" aria-hidden="true" />
          )}
          {confident ? t("solution.answer") : t("solution.noneTitle")}
        </p>
        {confident ? (
          <p className="mt-1 text-base font-bold break-words">{solution.answer}</p>
        ) : (
          <p className="mt-1 text-sm">{t("solution.noneBody")}</p>
        )}
      </div>

      {confident && solution.steps.length ? (
        <div className="grid gap-2">
          <h4 className="flex items-center gap-2 font-semibold">
            <ListChecks className="size-4 text-primary" aria-hidden="true" /> {t("solution.steps")}
          </h4>
          <ol className="grid list-decimal gap-1.5 pl-6 text-sm leading-6 marker:font-semibold">
            {solution.steps.map((step, i) => (
              <li key={i} className="break-words">
                {step}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {confident && solution.explanation && !repeatsSteps(solution.explanation, solution.steps) ? (
        <div className="grid gap-1">
          <h4 className="font-semibold">{t("solution.explanation")}</h4>
          <p className="text-sm leading-6 whitespace-pre-line break-words">{solution.explanation}</p>
        </div>
      ) : null}

      {solution.studyGuide?.length ? (
        <div className="grid gap-2" data-testid="solution-study-guide">
          <h4 className="flex items-center gap-2 font-semibold">
            <BookOpen className="size-4 text-primary" aria-hidden="true" /> {t("solution.studyGuide")}
          </h4>
          <ul className="grid gap-2">
            {solution.studyGuide.map((guide) => (
              <li key={guide.title} className="rounded-md border border-border p-3 text-sm">
                <p className="font-semibold">{guide.title}</p>
                <p className="mt-1 line-clamp-3 whitespace-pre-line text-muted-foreground">{plainText(guide.content)}</p>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to="/study-materials">{t("solution.openStudy")}</Link>
          </Button>
        </div>
      ) : null}

      {solution.relatedQuestions?.length ? (
        <div className="grid gap-2" data-testid="solution-similar">
          <h4 className="font-semibold">{t("solution.similar")}</h4>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {solution.relatedQuestions.map((q) => (
              <li key={q.id} className="break-words">
                {q.text}
              </li>
            ))}
          </ul>
          {section ? (
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <Link to={`/practice/${section.id}`}>{t("solution.practice", { subject })}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
