import { ArrowLeft, Award, Loader2, Medal, Settings2, Star, Target, XCircle } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { QuestMissionDto, QuestView } from "@contracts/quest";
import { MISSION_PASS_PERCENT } from "@domain/quest";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import { useMessageText } from "@web/lib/messages";
import { useSections } from "@web/lib/reference-data";
import { useQuest } from "./api";
import { AudioDemo, AudioSettings } from "./AudioPanel";
import { BriefingDialog } from "./BriefingDialog";
import { Celebration } from "./Celebration";
import { Countdown } from "./Countdown";
import { MissionCard } from "./MissionCard";
import { useMissionReturn, type ReturnOutcome } from "./useMissionReturn";
import { useQuestAudio } from "./useQuestAudio";

/** /boot-camp-quest: the nine-mission campaign (learning spec §2, §4 "Story missions"; issue 13). */
export function BootCampQuestPage() {
  const { t } = useTranslation("quest");
  const quest = useQuest();
  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-3 py-5 sm:px-4 sm:py-8" data-testid="boot-camp-quest">
      {quest.data ? (
        <Campaign view={quest.data} />
      ) : quest.isError ? (
        <Card role="alert">
          <CardContent className="grid gap-3 p-6">
            <p className="font-semibold">{t("loadFailed")}</p>
            <Button className="justify-self-start" onClick={() => void quest.refetch()}>
              {t("retry")}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Spinner className="size-8 text-primary" />
      )}
    </main>
  );
}

function Campaign({ view }: { view: QuestView }) {
  const { t } = useTranslation("quest");
  const navigate = useNavigate();
  const sections = useSections();
  const audio = useQuestAudio(view.audio, t("audio.saveFailed"));
  const { outcome, dismiss } = useMissionReturn();
  const [briefing, setBriefing] = useState<QuestMissionDto | null>(null);
  const [launching, setLaunching] = useState<QuestMissionDto | null>(null);
  const [showSettings, setShowSettings] = useState(false);
  const missionsRef = useRef<HTMLElement>(null);

  const sectionNames = useMemo(() => new Map((sections.data ?? []).map((s) => [s.id, s.name])), [sections.data]);
  const sectionName = (id: number) => sectionNames.get(id) ?? "";

  // The server's confirmation plays the success sound once.
  const { play } = audio;
  const celebrated = outcome.kind === "confirmed" ? outcome.result : null;
  useEffect(() => {
    if (celebrated) void play("success");
  }, [celebrated, play]);

  const start = (mission: QuestMissionDto) => {
    setBriefing(null);
    setLaunching(mission);
  };
  const launch = useCallback(() => {
    if (launching) navigate(`/practice/${launching.sectionId}?mode=story&mission=${launching.id}`);
  }, [launching, navigate]);

  const rankTitle = t(`ranks.${view.rank.level}`, { defaultValue: view.rank.title });
  return (
    <>
      <header className="grid gap-3">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToDashboard")}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid max-w-3xl gap-1">
            <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
            <p className="text-muted-foreground">{t("subtitle", { pass: view.passPercent })}</p>
          </div>
          <Button
            variant="outline"
            aria-expanded={showSettings}
            aria-controls="quest-audio-settings"
            onClick={() => setShowSettings((open) => !open)}
          >
            <Settings2 aria-hidden="true" /> {t("audio.settings")}
          </Button>
        </div>
      </header>

      {showSettings ? <AudioSettings audio={audio} id="quest-audio-settings" /> : null}
      <ReturnNotice
        outcome={outcome}
        canRetry={(n) => view.missions[n - 1]?.state !== "locked"}
        onDismiss={dismiss}
        onRetry={(n) => {
          dismiss();
          setBriefing(view.missions[n - 1] ?? null);
        }}
      />

      <section className="grid gap-3 sm:grid-cols-3" aria-label={t("stats.progress")}>
        <Stat icon={<Star className="size-6 text-amber-500" aria-hidden="true" />} label={t("stats.points")} testId="total-points">
          {view.totalPoints.toLocaleString()}
        </Stat>
        <Stat icon={<Medal className="size-6 text-amber-700" aria-hidden="true" />} label={t("stats.rank")} testId="current-rank">
          {rankTitle}
        </Stat>
        <Stat icon={<Target className="size-6 text-primary" aria-hidden="true" />} label={t("stats.completed")} testId="missions-completed">
          {t("stats.completedValue", { done: view.missionsCompleted, total: view.totalMissions })}
          <Progress value={view.missionsCompleted} max={view.totalMissions} label={t("stats.progress")} className="mt-2" />
        </Stat>
      </section>

      <Badges view={view} />

      <section ref={missionsRef} aria-labelledby="mission-select" className="grid scroll-mt-20 gap-3">
        <h2 id="mission-select" className="text-2xl font-extrabold">
          {t("missionsHeading")}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {view.missions.map((m) => (
            <MissionCard key={m.id} mission={m} sectionName={sectionName(m.sectionId)} onOpen={() => setBriefing(m)} />
          ))}
        </ol>
      </section>

      <AudioDemo audio={audio} />

      <BriefingDialog
        mission={briefing}
        sectionName={briefing ? sectionName(briefing.sectionId) : ""}
        passPercent={view.passPercent}
        onClose={() => setBriefing(null)}
        onStart={start}
      />
      {launching ? (
        <Countdown missionId={launching.id} sectionName={sectionName(launching.sectionId)} play={audio.play} onLaunch={launch} />
      ) : null}
      {celebrated ? (
        <Celebration
          result={celebrated}
          onContinue={dismiss}
          onMissionSelect={() => {
            dismiss();
            missionsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
          }}
        />
      ) : null}
    </>
  );
}

function Stat({ icon, label, testId, children }: { icon: ReactNode; label: string; testId: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 p-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-muted">{icon}</span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
          <div className="text-xl font-extrabold" data-testid={testId}>
            {children}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function Badges({ view }: { view: QuestView }) {
  const { t } = useTranslation("quest");
  const earned = view.missions.filter((m) => m.state === "completed");
  return (
    <section aria-labelledby="quest-badges" className="grid gap-2">
      <h2 id="quest-badges" className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
        {t("badgesHeading")}
      </h2>
      {earned.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noBadges")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="badges">
          {earned.map((m) => (
            <li
              key={m.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground"
            >
              <Award className="size-4" aria-hidden="true" /> {t(`missions.${m.id}.badge`, { defaultValue: m.rewards.badge })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What came back from a mission before the server's celebration: confirming, not passed, or not confirmed. */
interface NoticeProps {
  outcome: ReturnOutcome;
  /** Whether the learner may start that mission now (the query string may name a mission still locked). */
  canRetry: (n: number) => boolean;
  onDismiss: () => void;
  onRetry: (n: number) => void;
}

function ReturnNotice({ outcome, canRetry, onDismiss, onRetry }: NoticeProps) {
  const { t } = useTranslation("quest");
  const messageText = useMessageText();
  if (outcome.kind === "confirming") {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm font-semibold" role="status" data-testid="confirming">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("confirming")}
      </p>
    );
  }
  if (outcome.kind !== "failed" && outcome.kind !== "refused") return null;
  const failed = outcome.kind === "failed";
  return (
    <Card className="border-amber-400 bg-amber-50" role="alert" data-testid={failed ? "mission-failed" : "mission-refused"}>
      <CardContent className="flex flex-wrap items-start gap-3 p-4">
        <XCircle className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-bold">{failed ? t("failed.title", { n: outcome.mission }) : t("notConfirmed.title")}</p>
          <p className="text-sm">
            {failed
              ? t("failed.body", { score: outcome.score, pass: MISSION_PASS_PERCENT })
              : t("notConfirmed.body", { reason: messageText(outcome.reason) ?? "" })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {failed && canRetry(outcome.mission) ? (
            <Button size="sm" onClick={() => onRetry(outcome.mission)}>
              {t("failed.retry", { n: outcome.mission })}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {failed ? t("failed.dismiss") : t("notConfirmed.dismiss")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
