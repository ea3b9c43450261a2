import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CheatSheetDto, WeakTopicDto } from "@contracts/cheat-sheets";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { sectionName } from "@web/lib/data-text";
import { topicName } from "./format";

/** A formula reads best in a fixed-width font; a rule in words does not. */
const MATH = /[=×÷√π²³<>≈]/;

const SEVERITY_VARIANT = { critical: "danger", high: "warning", medium: "accent", other: "muted" } as const;

export function SeverityBadge({ severity }: { severity: WeakTopicDto["severity"] }) {
  const { t } = useTranslation("cheatSheets");
  return (
    <Badge variant={SEVERITY_VARIANT[severity]} data-testid="severity-badge">
      {t(`severity.${severity}`)}
    </Badge>
  );
}

function TopicBlock({ sheet, topic }: { sheet: CheatSheetDto; topic: WeakTopicDto }) {
  const { t } = useTranslation("cheatSheets");
  const mine = <T extends { topic: string }>(items: T[]) => items.filter((i) => i.topic === topic.topicName);
  const formulas = mine(sheet.generatedContent.formulas);
  const vocabulary = mine(sheet.generatedContent.vocabulary);
  const tips = mine(sheet.generatedContent.tips);
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4" aria-label={topicName(topic.topicName)}>
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {topicName(topic.topicName)} <SeverityBadge severity={topic.severity} />
      </h3>
      {formulas.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("content.formulas")}</h4>
          <ul className="grid gap-2">
            {formulas.map((f) => (
              <li key={`${f.title}|${f.formula}`} className="text-sm">
                <span className="font-semibold">{f.title}:</span>{" "}
                {MATH.test(f.formula) ? <code className="rounded bg-muted px-1 font-mono text-[0.85rem]">{f.formula}</code> : f.formula}
                {f.example && <span className="block text-muted-foreground">{t("content.example", { text: f.example })}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {vocabulary.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("content.vocabulary")}</h4>
          <dl className="grid gap-2">
            {vocabulary.map((v) => (
              <div key={v.term} className="text-sm">
                <dt className="inline font-semibold">{v.term}</dt> — <dd className="inline">{v.definition}</dd>
                {v.synonyms.length > 0 && (
                  <dd className="text-muted-foreground">{t("content.synonyms", { list: v.synonyms.join(", ") })}</dd>
                )}
              </div>
            ))}
          </dl>
        </div>
      )}
      {tips.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("content.tips")}</h4>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {tips.map((tip) => (
              <li key={tip.tip}>{tip.tip}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The weakest topics with their severity, error rate and misses. */
export function WeakTopicsList({ topics }: { topics: WeakTopicDto[] }) {
  const { t } = useTranslation("cheatSheets");
  return (
    <div>
      <h3 className="mb-2 font-bold">{t("topics.title")}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="weak-topics">
        {topics.map((topic) => (
          <li
            key={`${topic.sectionCode}:${topic.topicName}`}
            className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
          >
            <span className="min-w-0">
              <span className="block font-semibold" data-testid="weak-topic-name" data-topic={topic.topicName}>
                {topicName(topic.topicName)}
              </span>
              <span className="block text-xs text-muted-foreground">
                {sectionName(topic.sectionCode, topic.sectionCode)} · {t("topics.errorRate", { rate: Math.round(topic.errorRate * 100) })} ·{" "}
                {t("topics.attempts", { incorrect: topic.incorrectCount, total: topic.totalAttempts })}
              </span>
            </span>
            <SeverityBadge severity={topic.severity} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A ready sheet's content, topic by topic. On the free plan only the first topic shows in full; the rest sits
 * under the preview overlay (learning spec §2), while the PDF carries every topic.
 */
export function SheetContent({ sheet, preview }: { sheet: CheatSheetDto; preview: boolean }) {
  const { t } = useTranslation("cheatSheets");
  const [first, ...rest] = sheet.weakestTopics;
  if (!first) return null;
  return (
    <div className="grid gap-4">
      <p className="text-xs text-muted-foreground">{t("content.englishNote")}</p>
      <TopicBlock sheet={sheet} topic={first} />
      {rest.length > 0 &&
        (preview ? (
          <div className="relative" data-testid="preview-overlay-area">
            <div className="pointer-events-none grid max-h-72 select-none gap-4 overflow-hidden blur-[3px]" aria-hidden="true" inert>
              {rest.map((topic) => (
                <TopicBlock key={topic.topicName} sheet={sheet} topic={topic} />
              ))}
            </div>
            <div className="absolute inset-0 grid place-items-center bg-background/60 p-4" data-testid="preview-overlay">
              <div className="grid max-w-md gap-3 rounded-lg border border-accent/60 bg-card p-5 text-center shadow-lg">
                <p className="flex items-center justify-center gap-2 font-bold">
                  <Lock className="size-4" aria-hidden="true" />
                  {t("preview.title")}
                </p>
                <p className="text-sm text-muted-foreground">{t("preview.body")}</p>
                <Button asChild variant="accent">
                  <Link to="/subscription">{t("preview.cta")}</Link>
                </Button>
              </div>
            </div>
          </div>
        ) : (
          rest.map((topic) => <TopicBlock key={topic.topicName} sheet={sheet} topic={topic} />)
        ))}
    </div>
  );
}
