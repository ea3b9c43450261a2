import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toast } from "@web/components/ui/use-toast";
import { useAwaitPlan } from "@web/lib/await-plan";
import type { PublicUser } from "@contracts/user";
import { entitlementsOf } from "@domain/entitlements";
import { Spinner } from "@web/components/ui/spinner";
import { useBranches, useProgress, useSections } from "@web/lib/reference-data";
import { useAnalytics } from "@web/lib/analytics";
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

/**
 * The blocks platform spec §2 "Dashboard" lists, all computed from the learner's data, reordered as issue 11 §4
 * asks: the learner's progress and next step first, the branch picker and plan after, promotions last.
 */
export function DashboardPage({ user }: { user: PublicUser }) {
  const sections = useSections();
  const progress = useProgress();
  const analytics = useAnalytics();
  const branches = useBranches();
  const { ads, paid } = entitlementsOf(user.subscriptionTier);
  const { t } = useTranslation();
  const { hash, search, state } = useLocation();
  const paymentToast = useRef(false);
  const loading = sections.isLoading || progress.isLoading || analytics.isLoading || branches.isLoading;

  useEffect(() => {
    document.title = "Dashboard — ASVAB Prep";
  }, []);

  // Platform spec §7: the provider's client returns here after paying. After a bank's page the browser comes back by
  // a full page load, before the provider's event may have arrived: wait for the plan, then say so.
  const awaitPlan = useAwaitPlan();
  useEffect(() => {
    const shown = (state as { paymentToastShown?: boolean } | null)?.paymentToastShown === true;
    if (paymentToast.current || shown || !new URLSearchParams(search).has("subscription", "success")) return;
    paymentToast.current = true;
    void (async () => {
      if (paid || (await awaitPlan((u) => entitlementsOf(u.subscriptionTier).paid))) {
        toast({ title: t("dashboard:subscription.activated"), description: t("dashboard:subscription.activatedBody"), variant: "success" });
      }
    })();
  }, [search, state, t, paid, awaitPlan]);

  // Links such as /dashboard#target-branch land on their card once it exists; the router does not scroll to hashes.
  useEffect(() => {
    if (!loading && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loading, hash]);

  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  }

  const model = buildDashboardModel({
    sections: sections.data ?? [],
    progress: progress.data ?? [],
    analytics: analytics.data ?? null,
    branches: branches.data ?? [],
    targetBranch: user.targetBranch,
  });

  // A learner with no answers yet is greeted as new; "Welcome back" is for those returning to their numbers.
  const returning = model.mission.sectionsPractised > 0 || (analytics.data?.summary.questionsAnswered ?? 0) > 0;

  return (
    <main className="mx-auto grid max-w-6xl gap-5 px-3 py-5 sm:px-4 sm:py-8" data-testid="dashboard">
      <WelcomeBanner username={user.username} branch={model.branch} returning={returning} />
      {/* The learner's own numbers and next step first (issue 11 §4); settings, then promotions, after. */}
      <PerformanceOverview mission={model.mission} afqt={model.afqt} analytics={analytics.data ?? null} />
      <SectionProgressGrid rows={model.rows} failed={sections.isError || progress.isError} />
      <div className="grid gap-5 lg:grid-cols-3">
        <MissionProgressCard mission={model.mission} />
        <StrengthsAndAttention plan={model.plan} practised={model.mission.sectionsPractised} />
      </div>
      <Recommendations plan={model.plan} practised={model.mission.sectionsPractised} topicsBySection={model.topicsBySection} />
      {model.branch ? <BranchInsights branch={model.branch} focusRows={model.focusRows} careers={model.careers} afqt={model.afqt} /> : null}
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        <QuickPracticeCard />
        <StudyShortcuts />
        <QuickActions className="md:col-span-2" />
      </div>
      <BranchPicker user={user} branches={branches.data ?? []} failed={branches.isError} />
      <div className="grid gap-5 lg:grid-cols-2">
        <TestModeSwitcher user={user} />
        <SubscriptionStatusCard user={user} />
      </div>
      {ads ? <UpgradeBanner /> : null}
      <PhotoScannerPromo />
      {ads ? <InContentAd /> : null}
    </main>
  );
}
