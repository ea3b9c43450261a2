import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@contracts/user";
import { isPremiumTier } from "@domain/constants";
import { Spinner } from "@web/components/ui/spinner";
import { useBranches, useProgress, useSections, useTestSessions } from "@web/lib/reference-data";
import { BranchInsights } from "./BranchInsights";
import { BranchPicker } from "./BranchPicker";
import { StrengthsAndAttention, Recommendations } from "./Insights";
import { MissionProgressCard } from "./MissionProgressCard";
import { buildDashboardModel } from "./model";
import { PerformanceOverview } from "./PerformanceOverview";
import { InContentAd, PhotoScannerPromo, UpgradeBanner } from "./PromoCards";
import { SectionProgressGrid } from "./SectionProgressGrid";
import { QuickActions, QuickPracticeCard, StudyShortcuts } from "./ShortcutCards";
import { SubscriptionStatusCard } from "./SubscriptionStatusCard";
import { TestModeSwitcher } from "./TestModeSwitcher";
import { WelcomeBanner } from "./WelcomeBanner";

/** The blocks in the order platform spec §2 "Dashboard" lists them, all computed from the learner's data. */
export function DashboardPage({ user }: { user: PublicUser }) {
  const sections = useSections();
  const progress = useProgress();
  const sessions = useTestSessions();
  const branches = useBranches();
  const premium = isPremiumTier(user.subscriptionTier);
  const { t } = useTranslation();

  useEffect(() => {
    document.title = "Dashboard — ASVAB Prep";
  }, []);

  if (sections.isLoading || progress.isLoading || sessions.isLoading || branches.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  }

  const model = buildDashboardModel({
    sections: sections.data ?? [],
    progress: progress.data ?? [],
    sessions: sessions.data ?? [],
    branches: branches.data ?? [],
    targetBranch: user.targetBranch,
  });

  return (
    <main className="mx-auto grid max-w-6xl gap-5 px-3 py-5 sm:px-4 sm:py-8" data-testid="dashboard">
      <WelcomeBanner username={user.username} branch={model.branch} />
      <MissionProgressCard mission={model.mission} />
      <TestModeSwitcher user={user} />
      {premium ? null : <UpgradeBanner />}
      <BranchPicker user={user} branches={branches.data ?? []} failed={branches.isError} />
      <SubscriptionStatusCard user={user} />
      {model.branch ? <BranchInsights branch={model.branch} focusRows={model.focusRows} careers={model.careers} afqt={model.afqt} /> : null}
      <PhotoScannerPromo />
      {premium ? null : <InContentAd />}
      <SectionProgressGrid rows={model.rows} failed={sections.isError || progress.isError} />
      <div className="grid gap-5 md:grid-cols-3">
        <QuickPracticeCard />
        <StudyShortcuts />
        <QuickActions />
      </div>
      <PerformanceOverview
        mission={model.mission}
        improvement={model.improvement}
        completedSessions={model.completedSessions}
        afqt={model.afqt}
      />
      <StrengthsAndAttention plan={model.plan} practised={model.mission.sectionsPractised} />
      <Recommendations plan={model.plan} practised={model.mission.sectionsPractised} />
    </main>
  );
}
