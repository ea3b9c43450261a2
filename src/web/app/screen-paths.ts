/**
 * Which screen module each path opens, as data: routes.tsx loads a path's screen from it before the first render,
 * and the build writes a "screen shell" per screen from it (screen-shells.ts): index.html plus a modulepreload link
 * for every chunk the screen needs, which the server sends a signed-in browser at that path. The screen's code then
 * downloads beside the entry script instead of after it, and Vite's preload helper finds the links already there
 * (inserting some forty links was the largest part of the app's first task on a phone; issue 11).
 * No imports here: the build reads this file in Node.
 */

/** Each screen's module, relative to src/web (the build manifest's key); routes.tsx imports the same files. */
export const SCREEN_MODULES = {
  navBar: "features/navigation/NavBar.tsx",
  landing: "features/landing/LandingPage.tsx",
  auth: "features/auth/AuthPage.tsx",
  dashboard: "features/dashboard/DashboardPage.tsx",
  terms: "features/legal/TermsPage.tsx",
  privacy: "features/legal/PrivacyPage.tsx",
  studyMaterials: "features/study-materials/StudyMaterialsPage.tsx",
  blogList: "features/blog/BlogListPage.tsx",
  article: "features/blog/ArticlePage.tsx",
  practice: "features/practice/PracticePage.tsx",
  adaptive: "features/adaptive/AdaptivePage.tsx",
  fullTest: "features/full-test/FullTestPage.tsx",
  analytics: "features/analytics/AnalyticsPage.tsx",
  pricing: "features/pricing/PricingPage.tsx",
  subscribe: "features/subscribe/SubscribePage.tsx",
  subscription: "features/subscription/SubscriptionPage.tsx",
  contact: "features/contact/ContactPage.tsx",
  fitness: "features/fitness/FitnessPage.tsx",
  bootCampQuest: "features/quest/BootCampQuestPage.tsx",
  budget: "features/budget/BudgetSimulatorPage.tsx",
  recruiterPacket: "features/recruiter-packet/RecruiterPacketPage.tsx",
  photoSolve: "features/photo-solve/PhotoSolvePage.tsx",
  cheatSheets: "features/cheat-sheets/CheatSheetsPage.tsx",
  photoSolveSignedOut: "features/photo-solve/AuthRequired.tsx",
  recruiterFinder: "features/recruiter-finder/RecruiterFinderPage.tsx",
  recruiterLeads: "features/recruiter-leads/RecruiterLeadsPage.tsx",
  recruiterDashboard: "features/recruiter-dashboard/RecruiterDashboardPage.tsx",
  recruiterSignup: "features/recruiter-dashboard/RecruiterSignupPage.tsx",
  recruiterAccess: "features/recruiter-access/RecruiterAccessPage.tsx",
  recruiterPricing: "features/recruiter-pricing/RecruiterPricingPage.tsx",
  recruiterCheckout: "features/recruiter-pricing/RecruiterCheckoutPage.tsx",
  mosPathfinder: "features/careers/MosPathfinderPage.tsx",
} as const;

export type ScreenName = keyof typeof SCREEN_MODULES;

/** Paths whose screen is the same whoever asks (a signed-out visitor at a signed-in path is sent to sign in). */
export const SCREEN_OF_PATH: ReadonlyArray<readonly [RegExp, ScreenName]> = [
  [/^\/practice(\/|$)/, "practice"],
  [/^\/(adaptive|adaptive-test)(\/|$)/, "adaptive"],
  [/^\/full-test(\/|$)/, "fullTest"],
  [/^\/analytics\/?$/, "analytics"],
  [/^\/pricing\/?$/, "pricing"],
  [/^\/subscribe\/?$/, "subscribe"],
  [/^\/subscription\/?$/, "subscription"],
  [/^\/(study|study-materials)\/?$/, "studyMaterials"],
  [/^\/blog\/?$/, "blogList"],
  [/^\/blog\/./, "article"],
  [/^\/terms\/?$/, "terms"],
  [/^\/privacy\/?$/, "privacy"],
  [/^\/contact\/?$/, "contact"],
  [/^\/fitness\/?$/, "fitness"],
  [/^\/boot-camp-quest\/?$/, "bootCampQuest"],
  [/^\/budget-simulator\/?$/, "budget"],
  [/^\/recruiter-packet\/?$/, "recruiterPacket"],
  [/^\/photo-solve\/?$/, "photoSolve"],
  [/^\/cheat-sheets\/?$/, "cheatSheets"],
  [/^\/recruiters\/?$/, "recruiterFinder"],
  [/^\/recruiter-leads\/?$/, "recruiterLeads"],
  [/^\/recruiter-dashboard\/?$/, "recruiterDashboard"],
  [/^\/recruiter-signup\/?$/, "recruiterSignup"],
  [/^\/recruiter-access\/?$/, "recruiterAccess"],
  [/^\/recruiter-pricing\/?$/, "recruiterPricing"],
  [/^\/recruiter-checkout\/?$/, "recruiterCheckout"],
  [/^\/mos-pathfinder\/?$/, "mosPathfinder"],
];

/** A signed-in learner's home: the dashboard ("/" is the landing page for everyone else). */
export const SIGNED_IN_HOME = /^\/(dashboard)?\/?$/;

/** The screen a signed-in browser meets at a path (the build writes a shell for each): home first, then the table. */
export const SIGNED_IN_SCREEN_OF_PATH: ReadonlyArray<readonly [RegExp, ScreenName]> = [[SIGNED_IN_HOME, "dashboard"], ...SCREEN_OF_PATH];

/**
 * Paths only a signed-in learner can open: the signed-out table has no route for them (a visitor meets the landing
 * page and its sign-in). Whoever opens one directly is almost always signed in, so its screen is fetched at once.
 */
export const SIGNED_IN_ONLY =
  /^\/(dashboard|practice|adaptive|adaptive-test|full-test|analytics|study|study-materials|pricing|subscribe|subscription|fitness|boot-camp-quest|budget-simulator|recruiter-packet|cheat-sheets|recruiter-access|recruiter-leads|mos-pathfinder|admin)(\/|$)/;
