import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import type { PublicUser } from "@contracts/user";
import { LoadingScreen } from "./LoadingScreen";
import { AdminRedirect, RecruiterAccessDenied } from "./AccessDenied";
import { ComingSoonPage } from "./ComingSoonPage";
import { NotFoundPage } from "./NotFoundPage";

// Each screen is its own chunk: a visitor on the landing page does not download the dashboard, nor the
// signed-in navigation bar (Radix menus, dialogs and the offline store come with it).
const NavBar = lazy(() => import("@web/features/navigation/NavBar").then((m) => ({ default: m.NavBar })));
const LandingPage = lazy(() => import("@web/features/landing/LandingPage").then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => import("@web/features/auth/AuthPage").then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() => import("@web/features/dashboard/DashboardPage").then((m) => ({ default: m.DashboardPage })));
const TermsPage = lazy(() => import("@web/features/legal/TermsPage").then((m) => ({ default: m.TermsPage })));
const StudyMaterialsPage = lazy(() =>
  import("@web/features/study-materials/StudyMaterialsPage").then((m) => ({ default: m.StudyMaterialsPage })),
);
const BlogListPage = lazy(() => import("@web/features/blog/BlogListPage").then((m) => ({ default: m.BlogListPage })));
const ArticlePage = lazy(() => import("@web/features/blog/ArticlePage").then((m) => ({ default: m.ArticlePage })));
const PracticePage = lazy(() => import("@web/features/practice/PracticePage").then((m) => ({ default: m.PracticePage })));
const AdaptivePage = lazy(() => import("@web/features/adaptive/AdaptivePage").then((m) => ({ default: m.AdaptivePage })));
const PrivacyPage = lazy(() => import("@web/features/legal/PrivacyPage").then((m) => ({ default: m.PrivacyPage })));
const FullTestPage = lazy(() => import("@web/features/full-test/FullTestPage").then((m) => ({ default: m.FullTestPage })));
const AnalyticsPage = lazy(() => import("@web/features/analytics/AnalyticsPage").then((m) => ({ default: m.AnalyticsPage })));

function Screens({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** Signed-in routes whose screens arrive with later issues (path → feature name key). */
const SIGNED_IN_COMING_SOON: ReadonlyArray<[string, string]> = [
  ["/photo-solve", "photoSolve"],
  ["/cheat-sheets", "cheatSheets"],
  ["/recruiter-packet", "recruiterPacket"],
  ["/fitness", "fitness"],
  ["/budget-simulator", "budget"],
  ["/subscription", "subscription"],
  ["/recruiters", "recruiters"],
  ["/recruiter-pricing", "recruiterPricing"],
  ["/mos-pathfinder", "mosPathfinder"],
  ["/boot-camp-quest", "bootCampQuest"],
  ["/pricing", "pricing"],
  ["/subscribe", "subscribe"],
];

const ADMIN_COMING_SOON: ReadonlyArray<[string, string]> = [
  ["/enhancements", "enhancements"],
  ["/translation", "translation"],
];

/** Platform spec §2 "Access by sign-in state": the signed-in table. */
export function SignedInRoutes({ user }: { user: PublicUser }) {
  const isAdmin = user.role === "admin";
  return (
    <>
      <Suspense fallback={<div className="h-16 bg-primary" aria-hidden="true" />}>
        <NavBar user={user} />
      </Suspense>
      <Screens>
        <Routes>
          {["/", "/dashboard", "/auth", "/login", "/register"].map((path) => (
            <Route key={path} path={path} element={<DashboardPage user={user} />} />
          ))}
          {SIGNED_IN_COMING_SOON.map(([path, key]) => (
            <Route key={path} path={path} element={<ComingSoonPage featureKey={key} signedIn />} />
          ))}
          {ADMIN_COMING_SOON.map(([path, key]) => (
            <Route key={path} path={path} element={<ComingSoonPage featureKey={key} signedIn />} />
          ))}
          <Route path="/admin" element={isAdmin ? <ComingSoonPage featureKey="admin" signedIn /> : <AdminRedirect />} />
          <Route
            path="/recruiter-dashboard"
            element={isAdmin ? <ComingSoonPage featureKey="recruiterDashboard" signedIn /> : <RecruiterAccessDenied />}
          />
          <Route path="/practice" element={<PracticePage />} />
          <Route path="/practice/:sectionId" element={<PracticePage />} />
          <Route path="/adaptive" element={<AdaptivePage />} />
          <Route path="/adaptive-test/:sectionId" element={<AdaptivePage />} />
          <Route path="/study-materials" element={<StudyMaterialsPage />} />
          <Route path="/study" element={<StudyMaterialsPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          <Route path="/full-test" element={<FullTestPage />} />
          <Route path="/full-test/:id" element={<FullTestPage />} />
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<ArticlePage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Screens>
    </>
  );
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
        <Route path="/recruiter-dashboard" element={<ComingSoonPage featureKey="recruiterDashboard" signedIn={false} />} />
        <Route path="/recruiter-pricing" element={<ComingSoonPage featureKey="recruiterPricing" signedIn={false} />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Screens>
  );
}
