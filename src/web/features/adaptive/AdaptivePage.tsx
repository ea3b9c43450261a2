import { ArrowLeft, Crown, SearchX } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PRACTICE_MESSAGES } from "@contracts/practice";
import type { Section } from "@contracts/sections";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { useMessageText } from "@web/lib/messages";
import { useSections } from "@web/lib/reference-data";
import { ResultView } from "./ResultView";
import { StartView } from "./StartView";
import { TestView } from "./TestView";
import { useAdaptiveTest, type LimitInfo } from "./useAdaptiveTest";

/** Routes /adaptive (no section yet) and /adaptive-test/:sectionId. */
export function AdaptivePage() {
  const { t } = useTranslation("adaptive");
  const params = useParams();
  const navigate = useNavigate();
  const sections = useSections();
  const sectionId = params.sectionId ? Number(params.sectionId) : null;
  const section = sections.data?.find((s) => s.id === sectionId) ?? null;

  useEffect(() => {
    document.title = `${section ? `${section.name} — ` : ""}${t("title")} — ASVAB Prep`;
  }, [section, t]);

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-5 px-3 py-5 sm:px-4 sm:py-8">
      <header className="grid gap-2">
        <Link
          to="/practice"
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToPractice")}
        </Link>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{section ? `${t("title")}: ${section.name}` : t("title")}</h1>
      </header>
      {sections.isLoading ? (
        <Spinner className="size-8 text-primary" />
      ) : (
        // Keyed by section: choosing another one starts from a clean slate.
        <AdaptiveSection
          key={section?.id ?? "none"}
          sections={sections.data ?? []}
          section={section}
          onPick={(id) => navigate(`/adaptive-test/${id}`)}
        />
      )}
    </main>
  );
}

function AdaptiveSection({
  sections,
  section,
  onPick,
}: {
  sections: readonly Section[];
  section: Section | null;
  onPick: (sectionId: number) => void;
}) {
  const { t } = useTranslation("adaptive");
  const callbacks = useMemo(
    () => ({
      onStartFailed: () => toast({ title: t("errorTitle"), description: t("startFailed"), variant: "destructive" }),
      onSubmitFailed: () => toast({ title: t("errorTitle"), description: t("submitFailed"), variant: "destructive" }),
      onFinished: () => toast({ title: t("completeTitle"), description: t("completeBody"), variant: "success" }),
    }),
    [t],
  );
  // The hook needs a section id; without one the start view never lets the test begin.
  const test = useAdaptiveTest(section?.id ?? 0, callbacks);

  if (!section || test.status === "idle" || test.status === "starting") {
    return (
      <StartView
        sections={sections}
        section={section}
        starting={test.status === "starting"}
        onPick={onPick}
        onStart={() => void test.start()}
      />
    );
  }
  if (test.status === "limit") return <LimitCard limit={test.limit} onBack={test.reset} />;
  if (test.status === "empty") return <NoQuestionsCard onBack={test.reset} />;
  if (test.status === "finished")
    return <ResultView section={section} answers={test.answers} finalLevel={test.level} onAgain={test.reset} />;
  return <TestView test={test} onExit={test.reset} />;
}

function LimitCard({ limit, onBack }: { limit: LimitInfo | null; onBack: () => void }) {
  const { t } = useTranslation("adaptive");
  const text = useMessageText();
  // The daily cap has its own translated wording; any other refusal is shown as the server put it.
  const daily = limit?.code === "DAILY_LIMIT" || limit?.message === PRACTICE_MESSAGES.dailyLimit;
  return (
    <Card className="border-amber-400" role="alert" data-testid="daily-limit">
      <CardContent className="grid gap-3 p-6">
        <Crown className="size-10 text-amber-700" aria-hidden="true" />
        <h2 className="text-2xl font-bold">{daily ? t("limitTitle") : text(limit?.message)}</h2>
        {daily || limit?.hint ? <p className="text-muted-foreground">{daily ? t("limitBody") : text(limit?.hint)}</p> : null}
        <div className="flex flex-wrap gap-2">
          {daily ? (
            <Button asChild>
              <Link to="/subscribe">{t("limitCta")}</Link>
            </Button>
          ) : null}
          <Button variant="outline" onClick={onBack}>
            {t("back")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function NoQuestionsCard({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("adaptive");
  return (
    <Card role="alert" data-testid="no-questions">
      <CardContent className="grid gap-3 p-6">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-bold">{t("noQuestionsTitle")}</h2>
        <p className="text-muted-foreground">{t("noQuestionsBody")}</p>
        <Button variant="outline" className="justify-self-start" onClick={onBack}>
          {t("otherSection")}
        </Button>
      </CardContent>
    </Card>
  );
}
