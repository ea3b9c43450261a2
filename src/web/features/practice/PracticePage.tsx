import { ArrowLeft, Brain, Clock, Zap } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { PublicQuestion } from "@contracts/questions";
import type { Section } from "@contracts/sections";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { SectionSelect } from "@web/components/SectionSelect";
import { Spinner } from "@web/components/ui/spinner";
import { useAppConfig } from "@web/lib/app-config";
import { cacheSectionForOffline } from "@web/lib/offline/packs";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";
import { OfflinePractice } from "./OfflinePractice";
import { useSections } from "@web/lib/reference-data";
import { forgetPracticeSets, usePracticeQuestions } from "./api";
import { FetchFailedCard, MissionBadge, PracticeRun } from "./PracticeRun";
import { useAuth } from "@web/lib/auth";
import { clearSavedRun, takeSavedRun, type SavedRun } from "./saved-run";

export function PracticePage() {
  const { t } = useTranslation("practice");
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sections = useSections();
  const config = useAppConfig();
  const sectionId = params.sectionId ? Number(params.sectionId) : null;
  const section = sections.data?.find((s) => s.id === sectionId) ?? null;
  // The first set is asked for beside the section list instead of after it; SectionPractice's first run reads
  // this same query (same key), so the learner is still served exactly one set.
  const online = useOnlineStatus();
  const mission = search.get("mode") === "story" && Number(search.get("mission")) > 0 ? Number(search.get("mission")) : null;
  const validSection = sectionId !== null && Number.isInteger(sectionId) && sectionId > 0;
  const userId = useAuth().user?.id ?? null;
  // The test in progress on this device for this section, if any (a run of another section is abandoned here).
  const resume = useMemo(
    () => (validSection && sectionId !== null ? takeSavedRun(sectionId, mission, userId) : null),
    [validSection, sectionId, mission, userId],
  );
  usePracticeQuestions(online && validSection && !resume ? sectionId : null, 0);
  const timerOverride = config.testHooks ? Number(search.get("timer")) : NaN;
  const secondsPerQuestion = Number.isFinite(timerOverride) && timerOverride > 0 ? timerOverride : config.secondsPerQuestion;

  const queryClient = useQueryClient();
  useEffect(() => {
    if (sectionId === null) forgetPracticeSets(queryClient);
  }, [sectionId, queryClient]);

  useEffect(() => {
    document.title = `${section ? `${section.name} — ` : ""}${t("title")} — ASVAB Prep`;
  }, [section, t]);

  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-3 py-5 sm:px-4 sm:py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{section ? `${section.name}` : t("title")}</h1>
        {mission ? <MissionBadge mission={mission} /> : <p className="text-muted-foreground">{t("subtitle")}</p>}
        {section ? (
          <Link
            to="/practice"
            onClick={() => clearSavedRun()}
            className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToSections")}
          </Link>
        ) : null}
      </header>
      {sections.isLoading ? (
        <Spinner className="size-8 text-primary" />
      ) : sectionId === null || !section ? (
        <SectionPicker sections={sections.data ?? []} onPick={(id) => navigate(`/practice/${id}`)} />
      ) : (
        <SectionPractice
          key={section.id}
          section={section}
          mission={mission}
          secondsPerQuestion={secondsPerQuestion}
          resume={resume}
          onBack={() => {
            clearSavedRun();
            navigate("/practice");
          }}
        />
      )}
    </main>
  );
}

function SectionPractice({
  section,
  mission,
  secondsPerQuestion,
  resume: restored,
  onBack,
}: {
  section: Section;
  mission: number | null;
  secondsPerQuestion: number;
  resume: SavedRun | null;
  onBack: () => void;
}) {
  const { t } = useTranslation("practice");
  const [runKey, setRunKey] = useState(0);
  const [review, setReview] = useState<PublicQuestion[] | null>(null);
  const [resume, setResume] = useState(restored);
  const online = useOnlineStatus();
  // Without the network before a test has its questions, practice runs from the device's offline pack. A test
  // already under way stays on screen and simply goes on offline (usePracticeRun queues its answers), and so does
  // one restored after a reload.
  const [offlineMode, setOfflineMode] = useState(!online && !resume);
  const loaded = usePracticeQuestions(offlineMode || resume ? null : section.id, runKey);
  if (!online && !offlineMode && !review && !resume && !loaded.data) setOfflineMode(true);

  useEffect(() => {
    cacheSectionForOffline(section.id).catch((err: unknown) => console.warn("offline cache not updated", err));
  }, [section.id]);

  if (offlineMode) {
    return (
      <OfflinePractice
        section={section}
        onSwitchOnline={() => {
          setOfflineMode(false);
          setRunKey((k) => k + 1);
        }}
      />
    );
  }
  if (resume) {
    return (
      <PracticeRun
        key={`${runKey}-resume`}
        section={section}
        questions={resume.questions}
        mode={resume.mode}
        mission={resume.mission}
        secondsPerQuestion={secondsPerQuestion}
        saved={resume}
        onResumeGone={() => {
          setResume(null);
          setRunKey((k) => k + 1);
        }}
        onBack={onBack}
        onTakeAgain={() => {
          setResume(null);
          setRunKey((k) => k + 1);
        }}
        onPracticeMissed={(missed) => {
          setResume(null);
          setReview(missed);
          setRunKey((k) => k + 1);
        }}
      />
    );
  }
  if (!review && loaded.isLoading) {
    return (
      <div className="flex justify-center p-10">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  }
  if (!review && loaded.isError) {
    return <FetchFailedCard onRetry={() => void loaded.refetch()} />;
  }
  const questions = review ?? loaded.data?.questions ?? [];
  if (questions.length === 0) {
    return (
      <Card>
        <CardContent className="grid gap-3 p-6">
          <h2 className="text-xl font-bold">{t("noQuestionsTitle")}</h2>
          <p className="text-muted-foreground">{t("noQuestionsBody")}</p>
          <Button variant="outline" className="justify-self-start" onClick={onBack}>
            {t("backToSections")}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <PracticeRun
      key={`${runKey}-${review ? "review" : "set"}`}
      section={section}
      questions={questions}
      mode={review ? "review" : mission ? "story" : "practice"}
      mission={review ? null : mission}
      secondsPerQuestion={secondsPerQuestion}
      onBack={onBack}
      onTakeAgain={() => {
        setReview(null);
        setRunKey((k) => k + 1);
      }}
      onPracticeMissed={(missed) => {
        setReview(missed);
        setRunKey((k) => k + 1);
      }}
    />
  );
}

function SectionPicker({ sections, onPick }: { sections: readonly Section[]; onPick: (id: number) => void }) {
  const { t } = useTranslation("practice");
  const [chosen, setChosen] = useState<number | "">("");
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-end">
          <SectionSelect
            id="section-picker"
            label={t("pickLabel")}
            placeholder={t("pickPlaceholder")}
            sections={sections}
            value={chosen}
            onChange={(id) => {
              setChosen(id);
              onPick(id);
            }}
          />
        </CardContent>
      </Card>
      <div className="grid gap-3 sm:grid-cols-3">
        <Tile icon={Zap} title={t("tiles.quickTitle")} body={t("tiles.quickBody")} />
        <Tile icon={Brain} title={t("tiles.adaptiveTitle")} body={t("tiles.adaptiveBody")}>
          <Link to="/adaptive" className="text-sm font-semibold text-primary underline">
            {t("tiles.adaptiveCta")}
          </Link>
        </Tile>
        <Tile icon={Clock} title={t("tiles.timedTitle")} body={t("tiles.timedBody")} />
      </div>
    </div>
  );
}

function Tile({ icon: Icon, title, body, children }: { icon: typeof Zap; title: string; body: string; children?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-2 p-5">
        <Icon className="size-6 text-primary" aria-hidden="true" />
        <h2 className="font-bold">{title}</h2>
        <p className="text-sm text-muted-foreground">{body}</p>
        {children}
      </CardContent>
    </Card>
  );
}
