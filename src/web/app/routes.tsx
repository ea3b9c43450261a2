import type { QueryClient } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import type { PublicUser } from "@contracts/user";
import { LoadingScreen } from "./LoadingScreen";
import { AdminRedirect, RecruiterAccessDenied } from "./AccessDenied";
import { ComingSoonPage } from "./ComingSoonPage";
import { NotFoundPage } from "./NotFoundPage";
import { loader, screenOf, type Loader } from "./preloadable";
import { SCREEN_OF_PATH, SIGNED_IN_ONLY, SIGNED_IN_SCREEN_OF_PATH, type ScreenName } from "./screen-paths";
import { prefetchPathfinderScreen } from "@web/features/careers/prefetch";
import { prefetchPracticeScreen } from "@web/features/practice/prefetch";

// Each screen is its own chunk: a visitor on the landing page does not download the dashboard, nor the
// signed-in navigation bar (Radix menus, dialogs and the offline store come with it). Beside its code, a screen's
// loader fetches its translation namespaces (the core ones are loaded before the first render; decision 0018), so it
// renders at once when both have arrived; routes-namespaces.test.ts checks each list against the feature's own use.
const load = {
  navBar: loader(() => import("@web/features/navigation/NavBar")),
  landing: loader(() => import("@web/features/landing/LandingPage"), ["landing"]),
  auth: loader(() => import("@web/features/auth/AuthPage"), ["auth"]),
  dashboard: loader(() => import("@web/features/dashboard/DashboardPage"), ["dashboard"]),
  terms: loader(() => import("@web/features/legal/TermsPage"), ["legal"]),
  privacy: loader(() => import("@web/features/legal/PrivacyPage"), ["legal"]),
  studyMaterials: loader(() => import("@web/features/study-materials/StudyMaterialsPage"), ["studyMaterials"]),
  blogList: loader(() => import("@web/features/blog/BlogListPage"), ["blog"]),
  article: loader(() => import("@web/features/blog/ArticlePage"), ["blog"]),
  practice: loader(() => import("@web/features/practice/PracticePage"), ["practice"]),
  adaptive: loader(() => import("@web/features/adaptive/AdaptivePage"), ["adaptive"]),
  fullTest: loader(() => import("@web/features/full-test/FullTestPage"), ["fullTest"]),
  analytics: loader(() => import("@web/features/analytics/AnalyticsPage"), ["analytics"]),
  pricing: loader(() => import("@web/features/pricing/PricingPage"), ["pricing"]),
  subscribe: loader(() => import("@web/features/subscribe/SubscribePage")),
  subscription: loader(() => import("@web/features/subscription/SubscriptionPage"), ["subscription"]),
  contact: loader(() => import("@web/features/contact/ContactPage"), ["contact", "legal"]),
  fitness: loader(() => import("@web/features/fitness/FitnessPage"), ["fitness"]),
  bootCampQuest: loader(() => import("@web/features/quest/BootCampQuestPage"), ["quest"]),
  budget: loader(() => import("@web/features/budget/BudgetSimulatorPage"), ["budget"]),
  recruiterPacket: loader(() => import("@web/features/recruiter-packet/RecruiterPacketPage"), ["recruiterPacket"]),
  photoSolve: loader(() => import("@web/features/photo-solve/PhotoSolvePage"), ["photoSolve"]),
  cheatSheets: loader(() => import("@web/features/cheat-sheets/CheatSheetsPage"), ["cheatSheets"]),
  photoSolveSignedOut: loader(() => import("@web/features/photo-solve/AuthRequired"), ["photoSolve"]),
  recruiterFinder: loader(() => import("@web/features/recruiter-finder/RecruiterFinderPage"), ["recruiters"]),
  recruiterLeads: loader(() => import("@web/features/recruiter-leads/RecruiterLeadsPage"), ["recruiterLeads"]),
  recruiterDashboard: loader(() => import("@web/features/recruiter-dashboard/RecruiterDashboardPage"), ["recruiterDashboard"]),
  recruiterSignup: loader(() => import("@web/features/recruiter-dashboard/RecruiterSignupPage"), ["recruiterDashboard"]),
  recruiterAccess: loader(() => import("@web/features/recruiter-access/RecruiterAccessPage"), ["recruiterAccess"]),
  recruiterPricing: loader(() => import("@web/features/recruiter-pricing/RecruiterPricingPage"), ["recruiterPricing"]),
  recruiterCheckout: loader(() => import("@web/features/recruiter-pricing/RecruiterCheckoutPage"), ["recruiterPricing"]),
  mosPathfinder: loader(() => import("@web/features/careers/MosPathfinderPage"), ["careers"]),
} satisfies Record<ScreenName, Loader<unknown>>;

const NavBar = screenOf(load.navBar, "NavBar");
const LandingPage = screenOf(load.landing, "LandingPage");
const AuthPage = screenOf(load.auth, "AuthPage");
const DashboardPage = screenOf(load.dashboard, "DashboardPage");
const TermsPage = screenOf(load.terms, "TermsPage");
const StudyMaterialsPage = screenOf(load.studyMaterials, "StudyMaterialsPage");
const BlogListPage = screenOf(load.blogList, "BlogListPage");
const ArticlePage = screenOf(load.article, "ArticlePage");
const PracticePage = screenOf(load.practice, "PracticePage");
const AdaptivePage = screenOf(load.adaptive, "AdaptivePage");
const PrivacyPage = screenOf(load.privacy, "PrivacyPage");
const FullTestPage = screenOf(load.fullTest, "FullTestPage");
const AnalyticsPage = screenOf(load.analytics, "AnalyticsPage");
const PricingPage = screenOf(load.pricing, "PricingPage");
const SubscribePage = screenOf(load.subscribe, "SubscribePage");
const SubscriptionPage = screenOf(load.subscription, "SubscriptionPage");
const ContactPage = screenOf(load.contact, "ContactPage");
const FitnessPage = screenOf(load.fitness, "FitnessPage");
const BootCampQuestPage = screenOf(load.bootCampQuest, "BootCampQuestPage");
const BudgetSimulatorPage = screenOf(load.budget, "BudgetSimulatorPage");
const RecruiterPacketPage = screenOf(load.recruiterPacket, "RecruiterPacketPage");
const PhotoSolvePage = screenOf(load.photoSolve, "PhotoSolvePage");
const CheatSheetsPage = screenOf(load.cheatSheets, "CheatSheetsPage");
const MosPathfinderPage = screenOf(load.mosPathfinder, "MosPathfinderPage");
const RecruiterDashboardPage = screenOf(load.recruiterDashboard, "RecruiterDashboardPage");
const RecruiterSignupPage = screenOf(load.recruiterSignup, "RecruiterSignupPage");
const RecruiterAccessPage = screenOf(load.recruiterAccess, "RecruiterAccessPage");
const RecruiterPricingPage = screenOf(load.recruiterPricing, "RecruiterPricingPage");
const RecruiterCheckoutPage = screenOf(load.recruiterCheckout, "RecruiterCheckoutPage");
const RecruiterFinderPage = screenOf(load.recruiterFinder, "RecruiterFinderPage");
const RecruiterLeadsPage = screenOf(load.recruiterLeads, "RecruiterLeadsPage");
const PhotoSolveSignedOut = screenOf(load.photoSolveSignedOut, "PhotoSolveSignedOut");

/**
 * A screen's first data, asked for at boot beside its code: small modules of their own, in the entry chunk, so the
 * requests do not wait for the screen's chunk and translations to arrive first.
 */
const FIRST_DATA: Partial<Record<ScreenName, (queryClient: QueryClient, pathname: string) => Promise<unknown>>> = {
  practice: prefetchPracticeScreen,
  mosPathfinder: prefetchPathfinderScreen,
};

/**
 * Starts downloading the screen a path will show while the current-user call is still out, instead of after it
 * (the screen's chunk was the second step of a waterfall on every signed-in page). `signedIn` is only a hint from
 * the last visit: a wrong guess costs one unused chunk, never access. Settles (never fails) once the screen's code
 * and first data have arrived or failed: main.tsx renders then, once, rather than again as each arrives.
 */
export function preloadScreen(pathname: string, signedIn: boolean, queryClient: QueryClient): Promise<void> {
  // Whoever opens a signed-in-only path directly is almost always signed in (a first visit on this device has no
  // hint from a last visit): the navigation bar is fetched beside the screen, and "/" is the dashboard.
  const likelySignedIn = signedIn || SIGNED_IN_ONLY.test(pathname);
  const table = likelySignedIn ? SIGNED_IN_SCREEN_OF_PATH : SCREEN_OF_PATH;
  const name = table.find(([pattern]) => pattern.test(pathname))?.[1];
  const screen: (() => Promise<unknown>) | undefined = name ? load[name] : undefined;
  const chunks = [likelySignedIn ? load.navBar : undefined, screen].map((loader) => loader?.().catch(() => undefined));
  const data = likelySignedIn && name ? FIRST_DATA[name]?.(queryClient, pathname) : undefined;
  return Promise.all([...chunks, data]).then(
    () => undefined,
    () => undefined,
  );
}

function Screens({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** Signed-in routes whose screens arrive with later issues (path → feature name key). */
const SIGNED_IN_COMING_SOON: ReadonlyArray<[string, string]> = [];

const ADMIN_COMING_SOON: ReadonlyArray<[string, string]> = [
  ["/enhancements", "enhancements"],
  ["/translation", "translation"],
];

/** Platform spec §2 "Access by sign-in state": the signed-in table. */
export function SignedInRoutes({ user }: { user: PublicUser }) {
  const isAdmin = user.role === "admin";
  // Recruiters and admins own a roster (issue 15: a real role; the server checks it on every call).
  const ownsRoster = isAdmin || user.role === "recruiter";
  return (
    <>
      <Suspense fallback={<div className="h-16 bg-primary" aria-hidden="true" />}>
        <NavBar user={user} />
      </Suspense>
      <Screens>
        <Routes>
          {["/", "/dashboard", "/auth", "/login", "/register"].map((path) => (
            <Route
              key={path}
              path={path}
              // A recruiter's home is their roster; /dashboard stays the learner dashboard for anyone who opens it.
              element={
                user.role === "recruiter" && path !== "/dashboard" ? (
                  <Navigate to="/recruiter-dashboard" replace />
                ) : (
                  <DashboardPage user={user} />
                )
              }
            />
          ))}
          {SIGNED_IN_COMING_SOON.map(([path, key]) => (
            <Route key={path} path={path} element={<ComingSoonPage featureKey={key} signedIn />} />
          ))}
          {ADMIN_COMING_SOON.map(([path, key]) => (
            <Route key={path} path={path} element={<ComingSoonPage featureKey={key} signedIn />} />
          ))}
          <Route path="/admin" element={isAdmin ? <ComingSoonPage featureKey="admin" signedIn /> : <AdminRedirect />} />
          <Route path="/recruiter-dashboard" element={ownsRoster ? <RecruiterDashboardPage /> : <RecruiterAccessDenied />} />
          <Route path="/recruiter-signup" element={<RecruiterSignupPage />} />
          <Route path="/recruiter-access" element={<RecruiterAccessPage />} />
          <Route path="/recruiter-pricing" element={<RecruiterPricingPage />} />
          <Route path="/recruiter-checkout" element={<RecruiterCheckoutPage />} />
          <Route path="/practice" element={<PracticePage />} />
          <Route path="/practice/:sectionId" element={<PracticePage />} />
          <Route path="/adaptive" element={<AdaptivePage />} />
          <Route path="/adaptive-test/:sectionId" element={<AdaptivePage />} />
          <Route path="/study-materials" element={<StudyMaterialsPage />} />
          <Route path="/study" element={<StudyMaterialsPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/subscribe" element={<SubscribePage />} />
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/full-test" element={<FullTestPage />} />
          <Route path="/full-test/:id" element={<FullTestPage />} />
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<ArticlePage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/fitness" element={<FitnessPage />} />
          <Route path="/boot-camp-quest" element={<BootCampQuestPage />} />
          <Route path="/budget-simulator" element={<BudgetSimulatorPage />} />
          <Route path="/recruiter-packet" element={<RecruiterPacketPage />} />
          <Route path="/photo-solve" element={<PhotoSolvePage />} />
          <Route path="/cheat-sheets" element={<CheatSheetsPage />} />
          <Route path="/recruiters" element={<RecruiterFinderPage />} />
          <Route path="/recruiter-leads" element={<RecruiterLeadsPage />} />
          <Route path="/mos-pathfinder" element={<MosPathfinderPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Screens>
    </>
  );
}

function SignUpFirst() {
  const { search } = useLocation();
  return <Navigate to={`/recruiter-signup${search}`} replace />;
}

/** The signed-out table: a few public pages, the auth screen, and the landing page for everything else. */
export function SignedOutRoutes() {
  return (
    <Screens>
      <Routes>
        {["/auth", "/login", "/register"].map((path) => (
          <Route key={path} path={path} element={<AuthPage />} />
        ))}
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<ArticlePage />} />
        <Route path="/contact" element={<ContactPage />} />
        {/* Recruiter spec §2.1: the finder is public. */}
        <Route path="/recruiters" element={<RecruiterFinderPage />} />
        <Route path="/recruiter-dashboard" element={<RecruiterDashboardPage demo />} />
        <Route path="/recruiter-signup" element={<RecruiterSignupPage />} />
        <Route path="/recruiter-pricing" element={<RecruiterPricingPage />} />
        {/* A visitor choosing a plan signs up as a recruiter first; the sign-up continues to the checkout. */}
        <Route path="/recruiter-checkout" element={<SignUpFirst />} />
        {/* Learning spec §5: the scanner tells a visitor to sign in rather than showing the landing page. */}
        <Route path="/photo-solve" element={<PhotoSolveSignedOut />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Screens>
  );
}
