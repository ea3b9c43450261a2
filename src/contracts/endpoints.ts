import { z } from "zod";
import { adaptivePerformance } from "./adaptive";
import { analytics, analyticsQuery } from "./analytics";
import { loginRequest, registerRequest } from "./auth";
import {
  budgetSimulation,
  budgetSimulationParams,
  createBudgetSimulationRequest,
  exportBudgetPdfRequest,
  exportBudgetPdfResponse,
  studyLog,
  studyLogQuery,
} from "./budget";
import { militaryBranch } from "./branches";
import { okResponse } from "./common";
import { contactRequest, contactResponse } from "./contact";
import { fitnessProfile, fitnessProfileRequest, fitnessRecord, fitnessRecordParams, fitnessRecordRequest } from "./fitness";
import { subscriptionPlan } from "./plans";
import { recruiterCheckoutResponse, recruiterPlanChoice, recruiterPlansResponse, recruiterSubscriptionView } from "./recruiter-plans";
import { exportParams, exportStatus } from "./exports";
import {
  generatePacketRequest,
  generatePacketResponse,
  packetDownloadResponse,
  recruiterPacket,
  recruiterPacketParams,
  sharePacketRequest,
} from "./recruiter-packet";
import {
  analyzeTextRequest,
  photoScan,
  photoScanParams,
  photoScanRequest,
  photoSolution,
  photoSolveQuery,
  photoSolveRequest,
  photoSolveUsage,
} from "./photo-solve";
import {
  cheatSheet,
  cheatSheetOverview,
  cheatSheetParams,
  cheatSheetQuery,
  downloadCheatSheetResponse,
  generateCheatSheetResponse,
} from "./cheat-sheets";
import { completeMissionRequest, completeMissionResponse, missionParams, questAudio, questView } from "./quest";
import {
  createSubscriptionRequest,
  createSubscriptionResponse,
  purchaseBridgeResponse,
  sandboxAuthenticateRequest,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  subscriptionView,
  switchPlanRequest,
} from "./billing";
import { appConfig } from "./config";
import { mosPosition, mosPositionsQuery, pathfinderPrefill, pathfinderRequest, pathfinderResponse } from "./careers";
import { fullTest, fullTestList, fullTestParams, startFullTestRequest } from "./full-test";
import {
  answerRequest,
  answerResult,
  createSessionRequest,
  dailyLimit,
  offlineCopy,
  scoreShareRequest,
  sessionParams,
  testSession,
  updateSessionRequest,
} from "./practice";
import { sectionProgress, testSessionSummary } from "./progress";
import { offlinePack, offlinePackQuery, questionsEnvelope, randomQuestionsQuery, sectionIdParams } from "./questions";
import { section } from "./sections";
import { studyMaterial } from "./study-materials";
import { publicUser, testModeRequest, updateBranchRequest } from "./user";
import {
  leadParams,
  rateRecruiterRequest,
  recruiterDirectory,
  recruiterEntry,
  recruiterLead,
  recruiterParams,
  recruiterRating,
  recruiterSearchQuery,
} from "./recruiter-finder";
import {
  acceptInviteRequest,
  addRecruitRequest,
  inviteRecruitRequest,
  inviteRecruitResponse,
  recruit,
  recruiterAccessEntry,
  recruiterAccount,
  recruiterMetrics,
  recruiterProfileRequest,
  recruiterSignupRequest,
  recruitParams,
  updateRecruitRequest,
} from "./recruiter";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API call the web client makes: its method, its path as the server registers it (`:name` for a path
 * parameter), and the zod schemas of its parts — the same schemas the server validates with.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** The full test's actions take no input; the client sends an empty JSON object. */
const emptyBody = z.object({});

/** Keeps each entry's literal types (so the client's calls are typed) while checking it is an Endpoint. */
const endpoint = <const E extends Endpoint>(e: E): E => e;

/**
 * Every call the web client makes (decision 0017). The client builds its typed calls, query keys and cache
 * invalidation from this table; a test checks that the server registers each one with the same method and path.
 */
export const endpoints = {
  config: endpoint({ method: "GET", path: "/api/config", response: appConfig }),

  // Accounts (platform spec §5)
  currentUser: endpoint({ method: "GET", path: "/api/auth/user", response: publicUser }),
  user: endpoint({ method: "GET", path: "/api/user", response: publicUser }),
  login: endpoint({ method: "POST", path: "/api/login", body: loginRequest, response: publicUser }),
  register: endpoint({ method: "POST", path: "/api/register", body: registerRequest, response: publicUser }),
  logout: endpoint({ method: "POST", path: "/api/logout", response: okResponse }),
  updateBranch: endpoint({ method: "PATCH", path: "/api/user/branch", body: updateBranchRequest, response: publicUser }),
  switchTestMode: endpoint({ method: "POST", path: "/api/user/test-mode", body: testModeRequest, response: publicUser }),

  // Reference data and the learner's figures
  sections: endpoint({ method: "GET", path: "/api/sections", response: z.array(section) }),
  branches: endpoint({ method: "GET", path: "/api/military-branches", response: z.array(militaryBranch) }),
  subscriptionPlans: endpoint({ method: "GET", path: "/api/subscription-plans", response: z.array(subscriptionPlan) }),
  progress: endpoint({ method: "GET", path: "/api/progress", response: z.array(sectionProgress) }),
  testSessions: endpoint({ method: "GET", path: "/api/user/test-sessions", response: z.array(testSessionSummary) }),
  analytics: endpoint({ method: "GET", path: "/api/analytics", query: analyticsQuery, response: analytics }),
  studyMaterials: endpoint({ method: "GET", path: "/api/study-materials", response: z.array(studyMaterial) }),

  // Plans and payments (platform spec §4 and §7; the subscription screen)
  subscription: endpoint({ method: "GET", path: "/api/subscription", response: subscriptionView }),
  createSubscription: endpoint({
    method: "POST",
    path: "/api/create-subscription",
    body: createSubscriptionRequest,
    response: createSubscriptionResponse,
  }),
  purchaseBridgeAccess: endpoint({ method: "POST", path: "/api/purchase-bridge-access", response: purchaseBridgeResponse }),
  cancelSubscription: endpoint({ method: "POST", path: "/api/subscription/cancel", response: subscriptionView }),
  resumeSubscription: endpoint({ method: "POST", path: "/api/subscription/resume", response: subscriptionView }),
  refundSubscription: endpoint({ method: "POST", path: "/api/subscription/refund", response: subscriptionView }),
  switchPlan: endpoint({ method: "POST", path: "/api/subscription/switch", body: switchPlanRequest, response: subscriptionView }),
  /** The sandbox provider's client (its card form); absent when the provider is Stripe. */
  sandboxConfirm: endpoint({ method: "POST", path: "/api/sandbox/confirm", body: sandboxConfirmRequest, response: sandboxConfirmResponse }),
  sandboxAuthenticate: endpoint({
    method: "POST",
    path: "/api/sandbox/authenticate",
    body: sandboxAuthenticateRequest,
    response: sandboxConfirmResponse,
  }),

  // Practice, adaptive and offline (learning spec §7, platform spec §7)
  practiceQuestions: endpoint({
    method: "GET",
    path: "/api/sections/:sectionId/questions",
    params: sectionIdParams,
    query: randomQuestionsQuery,
    response: questionsEnvelope,
  }),
  dailyLimit: endpoint({ method: "GET", path: "/api/sections/:sectionId/daily-limit", params: sectionIdParams, response: dailyLimit }),
  createSession: endpoint({ method: "POST", path: "/api/test-sessions", body: createSessionRequest, response: testSession }),
  updateSession: endpoint({
    method: "PATCH",
    path: "/api/test-sessions/:sessionId",
    params: sessionParams,
    body: updateSessionRequest,
    response: testSession,
  }),
  offlineCopy: endpoint({
    method: "GET",
    path: "/api/test-sessions/:sessionId/offline-copy",
    params: sessionParams,
    response: offlineCopy,
  }),
  answer: endpoint({ method: "POST", path: "/api/answers", body: answerRequest, response: answerResult }),
  offlinePack: endpoint({
    method: "GET",
    path: "/api/offline/sections/:sectionId/pack",
    params: sectionIdParams,
    query: offlinePackQuery,
    response: offlinePack,
  }),
  adaptivePerformance: endpoint({
    method: "GET",
    path: "/api/adaptive/performance/:sectionId",
    params: sectionIdParams,
    response: adaptivePerformance,
  }),
  shareScore: endpoint({
    method: "POST",
    path: "/api/score-shares",
    body: scoreShareRequest,
    response: z.object({ id: z.number().int() }),
  }),

  // Full test
  fullTests: endpoint({ method: "GET", path: "/api/full-tests", response: fullTestList }),
  startFullTest: endpoint({ method: "POST", path: "/api/full-tests", body: startFullTestRequest, response: fullTest }),
  fullTest: endpoint({ method: "GET", path: "/api/full-tests/:id", params: fullTestParams, response: fullTest }),
  nextSubtest: endpoint({ method: "POST", path: "/api/full-tests/:id/next", params: fullTestParams, body: emptyBody, response: fullTest }),
  abandonFullTest: endpoint({
    method: "POST",
    path: "/api/full-tests/:id/abandon",
    params: fullTestParams,
    body: emptyBody,
    response: fullTest,
  }),

  // Contact (recruiter spec §2.1: the 'Contact Sales' target; open to visitors)
  contact: endpoint({ method: "POST", path: "/api/contact", body: contactRequest, response: contactResponse }),

  // Fitness tracker (learning spec §2, §3, §7; issue 13 adds edit, delete and the standards profile)
  fitnessMetrics: endpoint({ method: "GET", path: "/api/fitness-metrics", response: z.array(fitnessRecord) }),
  addFitnessMetric: endpoint({ method: "POST", path: "/api/fitness-metrics", body: fitnessRecordRequest, response: fitnessRecord }),
  updateFitnessMetric: endpoint({
    method: "PUT",
    path: "/api/fitness-metrics/:id",
    params: fitnessRecordParams,
    body: fitnessRecordRequest,
    response: fitnessRecord,
  }),
  deleteFitnessMetric: endpoint({ method: "DELETE", path: "/api/fitness-metrics/:id", params: fitnessRecordParams, response: okResponse }),
  fitnessProfile: endpoint({ method: "GET", path: "/api/fitness-profile", response: fitnessProfile }),
  updateFitnessProfile: endpoint({ method: "PUT", path: "/api/fitness-profile", body: fitnessProfileRequest, response: fitnessProfile }),

  // Boot Camp Quest (learning spec §2, §4 "Story missions"; issue 13)
  quest: endpoint({ method: "GET", path: "/api/quest", response: questView }),
  completeMission: endpoint({
    method: "POST",
    path: "/api/quest/missions/:n/complete",
    params: missionParams,
    body: completeMissionRequest,
    response: completeMissionResponse,
  }),
  saveQuestAudio: endpoint({ method: "PUT", path: "/api/quest/audio", body: questAudio, response: questAudio }),

  // Pay & budget simulator and the study log (learning spec §7; issue 13)
  budgetSimulations: endpoint({ method: "GET", path: "/api/budget-simulations", response: z.array(budgetSimulation) }),
  saveBudgetSimulation: endpoint({
    method: "POST",
    path: "/api/budget-simulations",
    body: createBudgetSimulationRequest,
    response: budgetSimulation,
  }),
  deleteBudgetSimulation: endpoint({
    method: "DELETE",
    path: "/api/budget-simulations/:id",
    params: budgetSimulationParams,
    response: okResponse,
  }),
  studyLogs: endpoint({ method: "GET", path: "/api/study-logs", query: studyLogQuery, response: studyLog }),
  exportBudgetPdf: endpoint({
    method: "POST",
    path: "/api/budget-simulations/export-pdf",
    body: exportBudgetPdfRequest,
    response: exportBudgetPdfResponse,
  }),

  // Photo-Solve Scanner (learning spec §7; issue 14). The stored image is GET /api/photo-solve/scans/:id/image (binary).
  photoSolveUsage: endpoint({ method: "GET", path: "/api/photo-solve/usage", query: photoSolveQuery, response: photoSolveUsage }),
  photoSolveRecent: endpoint({ method: "GET", path: "/api/photo-solve/recent", query: photoSolveQuery, response: z.array(photoScan) }),
  photoSolveScan: endpoint({ method: "GET", path: "/api/photo-solve/scans/:id", params: photoScanParams, response: photoScan }),
  scanPhoto: endpoint({ method: "POST", path: "/api/photo-solve/scan", body: photoScanRequest, response: photoScan }),
  analyzeTypedQuestion: endpoint({ method: "POST", path: "/api/photo-solve/analyze-text", body: analyzeTextRequest, response: photoScan }),
  solvePhotoScan: endpoint({ method: "POST", path: "/api/photo-solve/solve", body: photoSolveRequest, response: photoSolution }),

  // Weekly cheat sheets (learning spec §7; issue 14). The PDF itself is GET /api/exports/:id/file (the job's file).
  cheatSheets: endpoint({ method: "GET", path: "/api/cheat-sheets", response: z.array(cheatSheet) }),
  cheatSheetsOverview: endpoint({
    method: "GET",
    path: "/api/cheat-sheets/overview",
    query: cheatSheetQuery,
    response: cheatSheetOverview,
  }),
  generateCheatSheet: endpoint({
    method: "POST",
    path: "/api/cheat-sheets/generate",
    query: cheatSheetQuery,
    response: generateCheatSheetResponse,
  }),
  downloadCheatSheet: endpoint({
    method: "POST",
    path: "/api/cheat-sheets/:id/download",
    params: cheatSheetParams,
    response: downloadCheatSheetResponse,
  }),

  // Files made in the background (decision 22): a job's state with its progress (the file is `downloadUrl`).
  exportStatus: endpoint({ method: "GET", path: "/api/exports/:id", params: exportParams, response: exportStatus }),

  // Recruiter packet (learning spec §7; issue 14). The zip itself is GET /api/exports/:id/file (the job's file).
  recruiterPackets: endpoint({ method: "GET", path: "/api/recruiter-packets", response: z.array(recruiterPacket) }),
  generateRecruiterPacket: endpoint({
    method: "POST",
    path: "/api/recruiter-packet/generate",
    body: generatePacketRequest,
    response: generatePacketResponse,
  }),
  /** Counts a download (a GET as the spec has it; the client calls it once per download, never caches it). */
  recruiterPacketDownload: endpoint({
    method: "GET",
    path: "/api/recruiter-packet/:id/download",
    params: recruiterPacketParams,
    response: packetDownloadResponse,
  }),
  shareRecruiterPacket: endpoint({
    method: "PATCH",
    path: "/api/recruiter-packet/:id",
    params: recruiterPacketParams,
    body: sharePacketRequest,
    response: recruiterPacket,
  }),
  // MOS Pathfinder (recruiter/content spec §2.5, §7; issue 15 adds the full-test prefill)
  mosPositions: endpoint({ method: "GET", path: "/api/mos-positions", query: mosPositionsQuery, response: z.array(mosPosition) }),
  /** A search, not a change: a POST as the spec has it, so it sits among the mutations and invalidates nothing. */
  mosPathfinder: endpoint({ method: "POST", path: "/api/mos-pathfinder", body: pathfinderRequest, response: pathfinderResponse }),
  mosPathfinderPrefill: endpoint({ method: "GET", path: "/api/mos-pathfinder/prefill", response: pathfinderPrefill }),

  // Recruiter accounts and the roster (recruiter spec §7; issue 15), live-progress invites and the learner's revoke.
  recruiterSignup: endpoint({ method: "POST", path: "/api/recruiter/signup", body: recruiterSignupRequest, response: publicUser }),
  recruiterAccount: endpoint({ method: "GET", path: "/api/recruiter/account", response: recruiterAccount }),
  updateRecruiterProfile: endpoint({
    method: "PUT",
    path: "/api/recruiter/profile",
    body: recruiterProfileRequest,
    response: recruiterAccount,
  }),
  recruits: endpoint({ method: "GET", path: "/api/recruiter/recruits", response: z.array(recruit) }),
  recruiterMetrics: endpoint({ method: "GET", path: "/api/recruiter/metrics", response: recruiterMetrics }),
  addRecruit: endpoint({ method: "POST", path: "/api/recruiter/recruits", body: addRecruitRequest, response: recruit }),
  updateRecruit: endpoint({
    method: "PUT",
    path: "/api/recruiter/recruits/:id",
    params: recruitParams,
    body: updateRecruitRequest,
    response: recruit,
  }),
  deleteRecruit: endpoint({ method: "DELETE", path: "/api/recruiter/recruits/:id", params: recruitParams, response: okResponse }),
  inviteRecruit: endpoint({
    method: "POST",
    path: "/api/recruiter/recruits/:id/invite",
    params: recruitParams,
    body: inviteRecruitRequest,
    response: inviteRecruitResponse,
  }),
  acceptRecruiterInvite: endpoint({
    method: "POST",
    path: "/api/recruiter-invites/accept",
    body: acceptInviteRequest,
    response: z.array(recruiterAccessEntry),
  }),
  recruiterAccess: endpoint({ method: "GET", path: "/api/user/recruiter-access", response: z.array(recruiterAccessEntry) }),
  revokeRecruiterAccess: endpoint({
    method: "DELETE",
    path: "/api/user/recruiter-access/:id",
    params: recruitParams,
    response: z.array(recruiterAccessEntry),
  }),

  // Recruiter finder (recruiter spec §2.2, §7; public), ratings, and the leads inbox (issue 15)
  recruiters: endpoint({ method: "GET", path: "/api/recruiters", query: recruiterSearchQuery, response: z.array(recruiterEntry) }),
  recruiterDirectory: endpoint({
    method: "GET",
    path: "/api/recruiters/search",
    query: recruiterSearchQuery,
    response: recruiterDirectory,
  }),
  rateRecruiter: endpoint({
    method: "POST",
    path: "/api/recruiters/:id/rating",
    params: recruiterParams,
    body: rateRecruiterRequest,
    response: recruiterRating,
  }),
  recruiterLeads: endpoint({ method: "GET", path: "/api/recruiter/leads", response: z.array(recruiterLead) }),
  acceptLead: endpoint({ method: "POST", path: "/api/recruiter/leads/:id/accept", params: leadParams, response: recruiterLead }),
  dismissLead: endpoint({ method: "POST", path: "/api/recruiter/leads/:id/dismiss", params: leadParams, response: recruiterLead }),

  // Recruiter plans (recruiter spec §2.4, §9; issue 15): the public price table, checkout with the 14-day trial,
  // the plan view, a change at the next billing cycle, cancel and resume.
  recruiterPlans: endpoint({ method: "GET", path: "/api/recruiter/plans", response: recruiterPlansResponse }),
  recruiterSubscription: endpoint({ method: "GET", path: "/api/recruiter/subscription", response: recruiterSubscriptionView }),
  startRecruiterCheckout: endpoint({
    method: "POST",
    path: "/api/recruiter/subscription",
    body: recruiterPlanChoice,
    response: recruiterCheckoutResponse,
  }),
  changeRecruiterPlan: endpoint({
    method: "POST",
    path: "/api/recruiter/subscription/change",
    body: recruiterPlanChoice,
    response: recruiterSubscriptionView,
  }),
  cancelRecruiterPlan: endpoint({ method: "POST", path: "/api/recruiter/subscription/cancel", response: recruiterSubscriptionView }),
  resumeRecruiterPlan: endpoint({ method: "POST", path: "/api/recruiter/subscription/resume", response: recruiterSubscriptionView }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Calls that read (cached as queries) and calls that change something (mutations). */
export type QueryName = { [N in EndpointName]: Endpoints[N]["method"] extends "GET" ? N : never }[EndpointName];
export type MutationName = Exclude<EndpointName, QueryName>;

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
