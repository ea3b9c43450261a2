/**
 * Every call the web client makes (decision 0017): its method, its path as the server registers it (`:name` for a
 * path parameter) and whether it sends a JSON body. No schemas here, on purpose: this is what the client needs to
 * make a call, build its query key and invalidate the cache, and a screen that imports it does not evaluate zod and
 * every area's schemas before its first paint (issue 11: that was a quarter of the practice screen's start-up on a
 * phone). `endpoints.ts` adds each call's schemas to its entry here; a test checks both tables name the same calls.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Route {
  method: HttpMethod;
  path: `/api/${string}`;
  /** The call sends a JSON body, which endpoints.ts's `body` schema checks. */
  sendsBody?: true;
}

export const routes = {
  config: { method: "GET", path: "/api/config" },

  // Accounts (platform spec §5)
  currentUser: { method: "GET", path: "/api/auth/user" },
  user: { method: "GET", path: "/api/user" },
  login: { method: "POST", path: "/api/login", sendsBody: true },
  register: { method: "POST", path: "/api/register", sendsBody: true },
  logout: { method: "POST", path: "/api/logout" },
  updateBranch: { method: "PATCH", path: "/api/user/branch", sendsBody: true },
  switchTestMode: { method: "POST", path: "/api/user/test-mode", sendsBody: true },

  // Reference data and the learner's figures
  sections: { method: "GET", path: "/api/sections" },
  branches: { method: "GET", path: "/api/military-branches" },
  subscriptionPlans: { method: "GET", path: "/api/subscription-plans" },
  progress: { method: "GET", path: "/api/progress" },
  testSessions: { method: "GET", path: "/api/user/test-sessions" },
  analytics: { method: "GET", path: "/api/analytics" },
  studyMaterials: { method: "GET", path: "/api/study-materials" },

  // Plans and payments (platform spec §4 and §7; the subscription screen)
  subscription: { method: "GET", path: "/api/subscription" },
  createSubscription: { method: "POST", path: "/api/create-subscription", sendsBody: true },
  purchaseBridgeAccess: { method: "POST", path: "/api/purchase-bridge-access" },
  cancelSubscription: { method: "POST", path: "/api/subscription/cancel" },
  resumeSubscription: { method: "POST", path: "/api/subscription/resume" },
  refundSubscription: { method: "POST", path: "/api/subscription/refund" },
  switchPlan: { method: "POST", path: "/api/subscription/switch", sendsBody: true },
  /** The sandbox provider's client (its card form); absent when the provider is Stripe. */
  sandboxConfirm: { method: "POST", path: "/api/sandbox/confirm", sendsBody: true },
  sandboxAuthenticate: { method: "POST", path: "/api/sandbox/authenticate", sendsBody: true },

  // Practice, adaptive and offline (learning spec §7, platform spec §7)
  practiceQuestions: { method: "GET", path: "/api/sections/:sectionId/questions" },
  dailyLimit: { method: "GET", path: "/api/sections/:sectionId/daily-limit" },
  createSession: { method: "POST", path: "/api/test-sessions", sendsBody: true },
  updateSession: { method: "PATCH", path: "/api/test-sessions/:sessionId", sendsBody: true },
  offlineCopy: { method: "GET", path: "/api/test-sessions/:sessionId/offline-copy" },
  answer: { method: "POST", path: "/api/answers", sendsBody: true },
  offlinePack: { method: "GET", path: "/api/offline/sections/:sectionId/pack" },
  adaptivePerformance: { method: "GET", path: "/api/adaptive/performance/:sectionId" },
  shareScore: { method: "POST", path: "/api/score-shares", sendsBody: true },

  // Full test
  fullTests: { method: "GET", path: "/api/full-tests" },
  startFullTest: { method: "POST", path: "/api/full-tests", sendsBody: true },
  fullTest: { method: "GET", path: "/api/full-tests/:id" },
  nextSubtest: { method: "POST", path: "/api/full-tests/:id/next", sendsBody: true },
  abandonFullTest: { method: "POST", path: "/api/full-tests/:id/abandon", sendsBody: true },

  // Contact (recruiter spec §2.1: the 'Contact Sales' target; open to visitors)
  contact: { method: "POST", path: "/api/contact", sendsBody: true },

  // Fitness tracker (learning spec §2, §3, §7; issue 13 adds edit, delete and the standards profile)
  fitnessMetrics: { method: "GET", path: "/api/fitness-metrics" },
  addFitnessMetric: { method: "POST", path: "/api/fitness-metrics", sendsBody: true },
  updateFitnessMetric: { method: "PUT", path: "/api/fitness-metrics/:id", sendsBody: true },
  deleteFitnessMetric: { method: "DELETE", path: "/api/fitness-metrics/:id" },
  fitnessProfile: { method: "GET", path: "/api/fitness-profile" },
  updateFitnessProfile: { method: "PUT", path: "/api/fitness-profile", sendsBody: true },

  // Boot Camp Quest (learning spec §2, §4 "Story missions"; issue 13)
  quest: { method: "GET", path: "/api/quest" },
  completeMission: { method: "POST", path: "/api/quest/missions/:n/complete", sendsBody: true },
  saveQuestAudio: { method: "PUT", path: "/api/quest/audio", sendsBody: true },

  // Pay & budget simulator and the study log (learning spec §7; issue 13)
  budgetSimulations: { method: "GET", path: "/api/budget-simulations" },
  saveBudgetSimulation: { method: "POST", path: "/api/budget-simulations", sendsBody: true },
  deleteBudgetSimulation: { method: "DELETE", path: "/api/budget-simulations/:id" },
  studyLogs: { method: "GET", path: "/api/study-logs" },
  exportBudgetPdf: { method: "POST", path: "/api/budget-simulations/export-pdf", sendsBody: true },

  // Photo-Solve Scanner (learning spec §7; issue 14). The stored image is GET /api/photo-solve/scans/:id/image (binary).
  photoSolveUsage: { method: "GET", path: "/api/photo-solve/usage" },
  photoSolveRecent: { method: "GET", path: "/api/photo-solve/recent" },
  photoSolveScan: { method: "GET", path: "/api/photo-solve/scans/:id" },
  scanPhoto: { method: "POST", path: "/api/photo-solve/scan", sendsBody: true },
  analyzeTypedQuestion: { method: "POST", path: "/api/photo-solve/analyze-text", sendsBody: true },
  solvePhotoScan: { method: "POST", path: "/api/photo-solve/solve", sendsBody: true },

  // Weekly cheat sheets (learning spec §7; issue 14). The PDF itself is GET /api/exports/:id/file (the job's file).
  cheatSheets: { method: "GET", path: "/api/cheat-sheets" },
  cheatSheetsOverview: { method: "GET", path: "/api/cheat-sheets/overview" },
  generateCheatSheet: { method: "POST", path: "/api/cheat-sheets/generate" },
  downloadCheatSheet: { method: "POST", path: "/api/cheat-sheets/:id/download" },

  // Files made in the background (decision 22): a job's state with its progress (the file is `downloadUrl`).
  exportStatus: { method: "GET", path: "/api/exports/:id" },

  // Recruiter packet (learning spec §7; issue 14). The zip itself is GET /api/exports/:id/file (the job's file).
  recruiterPackets: { method: "GET", path: "/api/recruiter-packets" },
  generateRecruiterPacket: { method: "POST", path: "/api/recruiter-packet/generate", sendsBody: true },
  /** Counts a download (a GET as the spec has it; the client calls it once per download, never caches it). */
  recruiterPacketDownload: { method: "GET", path: "/api/recruiter-packet/:id/download" },
  shareRecruiterPacket: { method: "PATCH", path: "/api/recruiter-packet/:id", sendsBody: true },
  // MOS Pathfinder (recruiter/content spec §2.5, §7; issue 15 adds the full-test prefill)
  mosPositions: { method: "GET", path: "/api/mos-positions" },
  /** A search, not a change: a POST as the spec has it, so it sits among the mutations and invalidates nothing. */
  mosPathfinder: { method: "POST", path: "/api/mos-pathfinder", sendsBody: true },
  mosPathfinderPrefill: { method: "GET", path: "/api/mos-pathfinder/prefill" },

  // Recruiter accounts and the roster (recruiter spec §7; issue 15), live-progress invites and the learner's revoke.
  recruiterSignup: { method: "POST", path: "/api/recruiter/signup", sendsBody: true },
  recruiterAccount: { method: "GET", path: "/api/recruiter/account" },
  updateRecruiterProfile: { method: "PUT", path: "/api/recruiter/profile", sendsBody: true },
  recruits: { method: "GET", path: "/api/recruiter/recruits" },
  recruiterMetrics: { method: "GET", path: "/api/recruiter/metrics" },
  addRecruit: { method: "POST", path: "/api/recruiter/recruits", sendsBody: true },
  updateRecruit: { method: "PUT", path: "/api/recruiter/recruits/:id", sendsBody: true },
  deleteRecruit: { method: "DELETE", path: "/api/recruiter/recruits/:id" },
  inviteRecruit: { method: "POST", path: "/api/recruiter/recruits/:id/invite", sendsBody: true },
  acceptRecruiterInvite: { method: "POST", path: "/api/recruiter-invites/accept", sendsBody: true },
  recruiterAccess: { method: "GET", path: "/api/user/recruiter-access" },
  revokeRecruiterAccess: { method: "DELETE", path: "/api/user/recruiter-access/:id" },

  // Recruiter finder (recruiter spec §2.2, §7; public), ratings, and the leads inbox (issue 15)
  recruiters: { method: "GET", path: "/api/recruiters" },
  recruiterDirectory: { method: "GET", path: "/api/recruiters/search" },
  rateRecruiter: { method: "POST", path: "/api/recruiters/:id/rating", sendsBody: true },
  recruiterLeads: { method: "GET", path: "/api/recruiter/leads" },
  acceptLead: { method: "POST", path: "/api/recruiter/leads/:id/accept" },
  dismissLead: { method: "POST", path: "/api/recruiter/leads/:id/dismiss" },

  // Recruiter plans (recruiter spec §2.4, §9; issue 15): the public price table, checkout with the 14-day trial,
  // the plan view, a change at the next billing cycle, cancel and resume.
  recruiterPlans: { method: "GET", path: "/api/recruiter/plans" },
  recruiterSubscription: { method: "GET", path: "/api/recruiter/subscription" },
  startRecruiterCheckout: { method: "POST", path: "/api/recruiter/subscription", sendsBody: true },
  changeRecruiterPlan: { method: "POST", path: "/api/recruiter/subscription/change", sendsBody: true },
  cancelRecruiterPlan: { method: "POST", path: "/api/recruiter/subscription/cancel" },
  resumeRecruiterPlan: { method: "POST", path: "/api/recruiter/subscription/resume" },
} as const satisfies Record<string, Route>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** Calls that read (cached as queries) and calls that change something (mutations). */
export type QueryName = { [N in RouteName]: Routes[N]["method"] extends "GET" ? N : never }[RouteName];
export type MutationName = Exclude<RouteName, QueryName>;

/** Every read that answers change: progress, history, analytics, the daily limit, the adaptive card, the full-test list. */
const ANSWER_DERIVED = ["progress", "testSessions", "analytics", "dailyLimit", "adaptivePerformance", "fullTests"] as const;

/** Every read a plan change alters: the user (tier, bridge), the subscription screen, the allowances. */
const PLAN_DERIVED = ["subscription", "currentUser", "user", "dailyLimit", "analytics"] as const;

/**
 * What each change makes stale: after a mutation succeeds, the client invalidates the cached reads named here
 * (every cached variant — all sections, all time zones). The one place this is written. Answers are the one
 * exception to "on success": a test invalidates `answer`'s reads once, when it ends, not after each question
 * (ten refetches of the same figures while nobody looks at them).
 */
export const INVALIDATES = {
  login: [],
  register: [],
  logout: [],
  updateBranch: ["analytics"], // the AFQT target follows the branch
  switchTestMode: [],
  createSession: ["testSessions"],
  updateSession: ANSWER_DERIVED, // completing a session scores it
  answer: ANSWER_DERIVED,
  shareScore: [],
  rateRecruiter: ["recruiterDirectory"],
  // An accepted lead is a new recruit: the roster, the account's count and the metrics change with it.
  acceptLead: ["recruiterLeads", "recruits", "recruiterAccount", "recruiterMetrics"],
  dismissLead: ["recruiterLeads"],
  // Starting a trial sets the account's tier (its recruit cap) through the webhook before the call returns.
  startRecruiterCheckout: ["recruiterSubscription", "recruiterAccount"],
  changeRecruiterPlan: ["recruiterSubscription"],
  cancelRecruiterPlan: ["recruiterSubscription"],
  resumeRecruiterPlan: ["recruiterSubscription"],
  startFullTest: ["fullTests"],
  nextSubtest: ["fullTests"],
  abandonFullTest: ANSWER_DERIVED,
  contact: [],
  addFitnessMetric: ["fitnessMetrics"],
  updateFitnessMetric: ["fitnessMetrics"],
  deleteFitnessMetric: ["fitnessMetrics"],
  updateFitnessProfile: ["fitnessProfile"],
  completeMission: ["quest"],
  saveQuestAudio: ["quest"],
  saveBudgetSimulation: ["budgetSimulations"],
  deleteBudgetSimulation: ["budgetSimulations"],
  exportBudgetPdf: [],
  scanPhoto: ["photoSolveUsage", "photoSolveRecent"],
  analyzeTypedQuestion: ["photoSolveRecent"],
  solvePhotoScan: ["photoSolveRecent", "photoSolveScan"],
  generateCheatSheet: ["cheatSheets", "cheatSheetsOverview"],
  downloadCheatSheet: ["cheatSheets"],
  generateRecruiterPacket: ["recruiterPackets"],
  shareRecruiterPacket: ["recruiterPackets"],
  mosPathfinder: [],
  createSubscription: [],
  purchaseBridgeAccess: ["subscription"],
  // The plan follows the provider's events, which the sandbox delivers before these calls return.
  cancelSubscription: PLAN_DERIVED,
  resumeSubscription: PLAN_DERIVED,
  refundSubscription: PLAN_DERIVED,
  switchPlan: PLAN_DERIVED,
  sandboxConfirm: PLAN_DERIVED,
  sandboxAuthenticate: PLAN_DERIVED,
  recruiterSignup: [],
  updateRecruiterProfile: ["recruiterAccount"],
  // §4: after an add the recruit list and the account (its count) are refetched; metrics follow the roster.
  addRecruit: ["recruits", "recruiterAccount", "recruiterMetrics"],
  updateRecruit: ["recruits", "recruiterMetrics"],
  deleteRecruit: ["recruits", "recruiterAccount", "recruiterMetrics"],
  inviteRecruit: [],
  acceptRecruiterInvite: ["recruiterAccess"],
  revokeRecruiterAccess: ["recruiterAccess"],
} as const satisfies Record<MutationName, readonly QueryName[]>;
