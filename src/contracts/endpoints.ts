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
import { routes, type Route, type RouteName } from "./routes";

export { INVALIDATES, type HttpMethod, type MutationName, type QueryName } from "./routes";

/** The zod schemas of a call's parts — the same schemas the server validates with. A body exactly when it sends one. */
type Schemas<R extends Route> = {
  params?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
} & (R extends { sendsBody: true } ? { body: z.ZodType } : { body?: never });

/** The full test's actions take no input; the client sends an empty JSON object. */
const emptyBody = z.object({});

/** A call's route with its schemas, keeping the literal types of both (so the client's calls are typed). */
const endpoint = <const R extends Route, const S extends Schemas<R>>(route: R, schemas: S): R & S => ({ ...route, ...schemas });

/**
 * Every call in routes.ts with its schemas. The server validates with the same schemas; the client checks a body
 * with them before sending it (api-client.ts loads this table when a call first sends one).
 */
export const endpoints = {
  config: endpoint(routes.config, { response: appConfig }),

  // Accounts (platform spec §5)
  currentUser: endpoint(routes.currentUser, { response: publicUser }),
  user: endpoint(routes.user, { response: publicUser }),
  login: endpoint(routes.login, { body: loginRequest, response: publicUser }),
  register: endpoint(routes.register, { body: registerRequest, response: publicUser }),
  logout: endpoint(routes.logout, { response: okResponse }),
  updateBranch: endpoint(routes.updateBranch, { body: updateBranchRequest, response: publicUser }),
  switchTestMode: endpoint(routes.switchTestMode, { body: testModeRequest, response: publicUser }),

  // Reference data and the learner's figures
  sections: endpoint(routes.sections, { response: z.array(section) }),
  branches: endpoint(routes.branches, { response: z.array(militaryBranch) }),
  subscriptionPlans: endpoint(routes.subscriptionPlans, { response: z.array(subscriptionPlan) }),
  progress: endpoint(routes.progress, { response: z.array(sectionProgress) }),
  testSessions: endpoint(routes.testSessions, { response: z.array(testSessionSummary) }),
  analytics: endpoint(routes.analytics, { query: analyticsQuery, response: analytics }),
  studyMaterials: endpoint(routes.studyMaterials, { response: z.array(studyMaterial) }),

  // Plans and payments (platform spec §4 and §7; the subscription screen)
  subscription: endpoint(routes.subscription, { response: subscriptionView }),
  createSubscription: endpoint(routes.createSubscription, { body: createSubscriptionRequest, response: createSubscriptionResponse }),
  purchaseBridgeAccess: endpoint(routes.purchaseBridgeAccess, { response: purchaseBridgeResponse }),
  cancelSubscription: endpoint(routes.cancelSubscription, { response: subscriptionView }),
  resumeSubscription: endpoint(routes.resumeSubscription, { response: subscriptionView }),
  refundSubscription: endpoint(routes.refundSubscription, { response: subscriptionView }),
  switchPlan: endpoint(routes.switchPlan, { body: switchPlanRequest, response: subscriptionView }),
  /** The sandbox provider's client (its card form); absent when the provider is Stripe. */
  sandboxConfirm: endpoint(routes.sandboxConfirm, { body: sandboxConfirmRequest, response: sandboxConfirmResponse }),
  sandboxAuthenticate: endpoint(routes.sandboxAuthenticate, { body: sandboxAuthenticateRequest, response: sandboxConfirmResponse }),

  // Practice, adaptive and offline (learning spec §7, platform spec §7)
  practiceQuestions: endpoint(routes.practiceQuestions, {
    params: sectionIdParams,
    query: randomQuestionsQuery,
    response: questionsEnvelope,
  }),
  dailyLimit: endpoint(routes.dailyLimit, { params: sectionIdParams, response: dailyLimit }),
  createSession: endpoint(routes.createSession, { body: createSessionRequest, response: testSession }),
  updateSession: endpoint(routes.updateSession, { params: sessionParams, body: updateSessionRequest, response: testSession }),
  offlineCopy: endpoint(routes.offlineCopy, { params: sessionParams, response: offlineCopy }),
  answer: endpoint(routes.answer, { body: answerRequest, response: answerResult }),
  offlinePack: endpoint(routes.offlinePack, { params: sectionIdParams, query: offlinePackQuery, response: offlinePack }),
  adaptivePerformance: endpoint(routes.adaptivePerformance, { params: sectionIdParams, response: adaptivePerformance }),
  shareScore: endpoint(routes.shareScore, { body: scoreShareRequest, response: z.object({ id: z.number().int() }) }),

  // Full test
  fullTests: endpoint(routes.fullTests, { response: fullTestList }),
  startFullTest: endpoint(routes.startFullTest, { body: startFullTestRequest, response: fullTest }),
  fullTest: endpoint(routes.fullTest, { params: fullTestParams, response: fullTest }),
  nextSubtest: endpoint(routes.nextSubtest, { params: fullTestParams, body: emptyBody, response: fullTest }),
  abandonFullTest: endpoint(routes.abandonFullTest, { params: fullTestParams, body: emptyBody, response: fullTest }),

  // Contact (recruiter spec §2.1: the 'Contact Sales' target; open to visitors)
  contact: endpoint(routes.contact, { body: contactRequest, response: contactResponse }),

  // Fitness tracker (learning spec §2, §3, §7; issue 13 adds edit, delete and the standards profile)
  fitnessMetrics: endpoint(routes.fitnessMetrics, { response: z.array(fitnessRecord) }),
  addFitnessMetric: endpoint(routes.addFitnessMetric, { body: fitnessRecordRequest, response: fitnessRecord }),
  updateFitnessMetric: endpoint(routes.updateFitnessMetric, {
    params: fitnessRecordParams,
    body: fitnessRecordRequest,
    response: fitnessRecord,
  }),
  deleteFitnessMetric: endpoint(routes.deleteFitnessMetric, { params: fitnessRecordParams, response: okResponse }),
  fitnessProfile: endpoint(routes.fitnessProfile, { response: fitnessProfile }),
  updateFitnessProfile: endpoint(routes.updateFitnessProfile, { body: fitnessProfileRequest, response: fitnessProfile }),

  // Boot Camp Quest (learning spec §2, §4 "Story missions"; issue 13)
  quest: endpoint(routes.quest, { response: questView }),
  completeMission: endpoint(routes.completeMission, {
    params: missionParams,
    body: completeMissionRequest,
    response: completeMissionResponse,
  }),
  saveQuestAudio: endpoint(routes.saveQuestAudio, { body: questAudio, response: questAudio }),

  // Pay & budget simulator and the study log (learning spec §7; issue 13)
  budgetSimulations: endpoint(routes.budgetSimulations, { response: z.array(budgetSimulation) }),
  saveBudgetSimulation: endpoint(routes.saveBudgetSimulation, { body: createBudgetSimulationRequest, response: budgetSimulation }),
  deleteBudgetSimulation: endpoint(routes.deleteBudgetSimulation, { params: budgetSimulationParams, response: okResponse }),
  studyLogs: endpoint(routes.studyLogs, { query: studyLogQuery, response: studyLog }),
  exportBudgetPdf: endpoint(routes.exportBudgetPdf, { body: exportBudgetPdfRequest, response: exportBudgetPdfResponse }),

  // Photo-Solve Scanner (learning spec §7; issue 14). The stored image is GET /api/photo-solve/scans/:id/image (binary).
  photoSolveUsage: endpoint(routes.photoSolveUsage, { query: photoSolveQuery, response: photoSolveUsage }),
  photoSolveRecent: endpoint(routes.photoSolveRecent, { query: photoSolveQuery, response: z.array(photoScan) }),
  photoSolveScan: endpoint(routes.photoSolveScan, { params: photoScanParams, response: photoScan }),
  scanPhoto: endpoint(routes.scanPhoto, { body: photoScanRequest, response: photoScan }),
  analyzeTypedQuestion: endpoint(routes.analyzeTypedQuestion, { body: analyzeTextRequest, response: photoScan }),
  solvePhotoScan: endpoint(routes.solvePhotoScan, { body: photoSolveRequest, response: photoSolution }),

  // Weekly cheat sheets (learning spec §7; issue 14). The PDF itself is GET /api/exports/:id/file (the job's file).
  cheatSheets: endpoint(routes.cheatSheets, { response: z.array(cheatSheet) }),
  cheatSheetsOverview: endpoint(routes.cheatSheetsOverview, { query: cheatSheetQuery, response: cheatSheetOverview }),
  generateCheatSheet: endpoint(routes.generateCheatSheet, { query: cheatSheetQuery, response: generateCheatSheetResponse }),
  downloadCheatSheet: endpoint(routes.downloadCheatSheet, { params: cheatSheetParams, response: downloadCheatSheetResponse }),

  // Files made in the background (decision 22): a job's state with its progress (the file is `downloadUrl`).
  exportStatus: endpoint(routes.exportStatus, { params: exportParams, response: exportStatus }),

  // Recruiter packet (learning spec §7; issue 14). The zip itself is GET /api/exports/:id/file (the job's file).
  recruiterPackets: endpoint(routes.recruiterPackets, { response: z.array(recruiterPacket) }),
  generateRecruiterPacket: endpoint(routes.generateRecruiterPacket, { body: generatePacketRequest, response: generatePacketResponse }),
  /** Counts a download (a GET as the spec has it; the client calls it once per download, never caches it). */
  recruiterPacketDownload: endpoint(routes.recruiterPacketDownload, { params: recruiterPacketParams, response: packetDownloadResponse }),
  shareRecruiterPacket: endpoint(routes.shareRecruiterPacket, {
    params: recruiterPacketParams,
    body: sharePacketRequest,
    response: recruiterPacket,
  }),
  // MOS Pathfinder (recruiter/content spec §2.5, §7; issue 15 adds the full-test prefill)
  mosPositions: endpoint(routes.mosPositions, { query: mosPositionsQuery, response: z.array(mosPosition) }),
  /** A search, not a change: a POST as the spec has it, so it sits among the mutations and invalidates nothing. */
  mosPathfinder: endpoint(routes.mosPathfinder, { body: pathfinderRequest, response: pathfinderResponse }),
  mosPathfinderPrefill: endpoint(routes.mosPathfinderPrefill, { response: pathfinderPrefill }),

  // Recruiter accounts and the roster (recruiter spec §7; issue 15), live-progress invites and the learner's revoke.
  recruiterSignup: endpoint(routes.recruiterSignup, { body: recruiterSignupRequest, response: publicUser }),
  recruiterAccount: endpoint(routes.recruiterAccount, { response: recruiterAccount }),
  updateRecruiterProfile: endpoint(routes.updateRecruiterProfile, { body: recruiterProfileRequest, response: recruiterAccount }),
  recruits: endpoint(routes.recruits, { response: z.array(recruit) }),
  recruiterMetrics: endpoint(routes.recruiterMetrics, { response: recruiterMetrics }),
  addRecruit: endpoint(routes.addRecruit, { body: addRecruitRequest, response: recruit }),
  updateRecruit: endpoint(routes.updateRecruit, { params: recruitParams, body: updateRecruitRequest, response: recruit }),
  deleteRecruit: endpoint(routes.deleteRecruit, { params: recruitParams, response: okResponse }),
  inviteRecruit: endpoint(routes.inviteRecruit, { params: recruitParams, body: inviteRecruitRequest, response: inviteRecruitResponse }),
  acceptRecruiterInvite: endpoint(routes.acceptRecruiterInvite, { body: acceptInviteRequest, response: z.array(recruiterAccessEntry) }),
  recruiterAccess: endpoint(routes.recruiterAccess, { response: z.array(recruiterAccessEntry) }),
  revokeRecruiterAccess: endpoint(routes.revokeRecruiterAccess, { params: recruitParams, response: z.array(recruiterAccessEntry) }),

  // Recruiter finder (recruiter spec §2.2, §7; public), ratings, and the leads inbox (issue 15)
  recruiters: endpoint(routes.recruiters, { query: recruiterSearchQuery, response: z.array(recruiterEntry) }),
  recruiterDirectory: endpoint(routes.recruiterDirectory, { query: recruiterSearchQuery, response: recruiterDirectory }),
  rateRecruiter: endpoint(routes.rateRecruiter, { params: recruiterParams, body: rateRecruiterRequest, response: recruiterRating }),
  recruiterLeads: endpoint(routes.recruiterLeads, { response: z.array(recruiterLead) }),
  acceptLead: endpoint(routes.acceptLead, { params: leadParams, response: recruiterLead }),
  dismissLead: endpoint(routes.dismissLead, { params: leadParams, response: recruiterLead }),

  // Recruiter plans (recruiter spec §2.4, §9; issue 15): the public price table, checkout with the 14-day trial,
  // the plan view, a change at the next billing cycle, cancel and resume.
  recruiterPlans: endpoint(routes.recruiterPlans, { response: recruiterPlansResponse }),
  recruiterSubscription: endpoint(routes.recruiterSubscription, { response: recruiterSubscriptionView }),
  startRecruiterCheckout: endpoint(routes.startRecruiterCheckout, { body: recruiterPlanChoice, response: recruiterCheckoutResponse }),
  changeRecruiterPlan: endpoint(routes.changeRecruiterPlan, { body: recruiterPlanChoice, response: recruiterSubscriptionView }),
  cancelRecruiterPlan: endpoint(routes.cancelRecruiterPlan, { response: recruiterSubscriptionView }),
  resumeRecruiterPlan: endpoint(routes.resumeRecruiterPlan, { response: recruiterSubscriptionView }),
} as const satisfies Record<RouteName, Route & { response: z.ZodType }>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
