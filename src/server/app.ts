import fastifyCookie from "@fastify/cookie";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { appConfig } from "@contracts/config";
import { CHEAT_SHEET_MESSAGES } from "@contracts/cheat-sheets";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { DEMO_LEARNER_USERNAME } from "./db/seed-data/demo";
import { backgroundRunner, type BackgroundRunner } from "./jobs/runner";
import { analyticsRepo, analyticsRoutes, analyticsService } from "./modules/analytics";
import { authRepo, authRoutes, authService, sessionCache } from "./modules/auth";
import { branchesRepo, branchRoutes } from "./modules/branches";
import { BUDGET_PDF_JOB, budgetModule, budgetRoutes, makeBudgetPdf } from "./modules/budget";
import { contactModule, contactRoutes } from "./modules/contact";
import { fitnessModule, fitnessRoutes } from "./modules/fitness";
import { recruiterAccountRoutes, recruiterAccountsModule } from "./modules/recruiter-accounts";
import { placeDirectory } from "./geo";
import { planRoutes } from "./modules/plans";
import {
  billingEvents,
  billingRepo,
  billingRoutes,
  billingService,
  recruiterBillingRepo,
  recruiterBillingService,
  recruiterPlanRoutes,
  sandboxRoutes,
  WEBHOOK_PATH,
} from "./modules/billing";
import { createPayments } from "./payments";
import { calibrationService } from "./modules/calibration";
import { careersModule, careersRoutes } from "./modules/careers";
import { fullTestRepo, fullTestRoutes, fullTestService } from "./modules/full-test";
import { progressModule, progressRoutes } from "./modules/progress";
import { questionRoutes, questionsModule } from "./modules/questions";
import { scoreShareRoutes, scoreSharesModule } from "./modules/score-shares";
import { recruiterFinderModule, recruiterFinderRoutes } from "./modules/recruiter-finder";
import { recruiterLeadRoutes, recruiterLeadsModule } from "./modules/recruiter-leads";
import { sectionRoutes, sectionsModule } from "./modules/sections";
import { missionSessionReader, sessionRoutes, sessionsModule, studyTimeReader, topicAnswerReader } from "./modules/sessions";
import { questModule, questRoutes } from "./modules/quest";
import { photoSolveModule, photoSolveRoutes } from "./modules/photo-solve";
import { tesseractEngine } from "./ocr/tesseract";
import { RECRUITER_PACKET_JOB, recruiterPacketModule, recruiterPacketRoutes, sharedPacketReader } from "./modules/recruiter-packet";
import { CHEAT_SHEET_JOB, cheatSheetRoutes, cheatSheetsModule } from "./modules/cheat-sheets";
import { studyMaterialRoutes, studyMaterialsRepo } from "./modules/study-materials";
import { userRoutes, usersRepo, usersService } from "./modules/users";
import { registerCsrfProtection } from "./plugins/csrf";
import { JobLimitError, jobQueue } from "./jobs/queue";
import { exportRoutes } from "./modules/exports";
import { HttpError, registerErrorHandling, registerNotFound } from "./plugins/errors";
import { registerInputGuard } from "./plugins/input-guard";
import { registerReadRetry } from "./plugins/read-retry";
import { responseSerializerCompiler } from "./plugins/response-serializer";
import { registerSessions } from "./plugins/session";
import { registerSecurityHeaders, registerWebApp } from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    /** Background batches (calibration, spaced review, clean-up); tests call `drain()` to run them now. */
    background: BackgroundRunner;
    /** The payment provider in use, and the sandbox's own controls when it is the sandbox (tests, demo). */
    payments: ReturnType<typeof createPayments>;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Serve the built web client from env.WEB_DIST_DIR (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Answers folded in per background batch (one transaction). */
const BATCH_SIZE = 500;

/** Trusts the `hops` nearest proxies (Fastify's numeric trustProxy, whose type the typings leave out). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function buildApp({ env, database, serveWeb = false, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          // Personal data never reaches the log: cookies, credentials, and any body or query field that may name a person.
          redact: {
            paths: [
              "req.headers.cookie",
              "req.headers.authorization",
              'res.headers["set-cookie"]',
              "*.password",
              "*.confirmPassword",
              "*.username",
              "*.email",
              "*.userEmail",
              "*.userPhone",
              "*.organization",
              // A request body, should a handler ever log one whole (a contact message's name and text).
              "body",
              "*.body",
            ],
            censor: "[redacted]",
          },
          // The path without its query string: a query may carry what a person typed.
          serializers: {
            req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
              method: req.method,
              url: req.url.split("?")[0],
              host: req.hostname,
              remoteAddress: req.ip,
            }),
          },
          // Readable lines for a person at a terminal; JSON lines for log collectors everywhere else.
          ...(logStream
            ? { stream: logStream }
            : process.stdout.isTTY && env.NODE_ENV !== "production"
              ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
              : {}),
        }
      : false,
    // A hop count or the proxies' addresses: request.ip is then the address the trusted proxies report.
    trustProxy: typeof env.TRUST_PROXY === "number" ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const { db } = database;
  // Who is signed in, kept in memory and dropped on every instance when a session or user row changes.
  const cache = sessionCache({ ttlMs: 60_000, maxEntries: 50_000 });
  const stopListening = await database.listen(
    "app_cache",
    (message) => cache.apply(message),
    (up) => cache.setListening(up),
  );
  app.addHook("onClose", async () => stopListening());
  const users = usersRepo(db, (id) => cache.dropUser(id));
  const branches = branchesRepo(db);
  const sections = sectionsModule(db).service;
  const auth = authService(
    users,
    authRepo(db),
    {
      sessionTtlMs: env.SESSION_TTL_DAYS * 86_400_000,
      maxFailures: env.LOGIN_MAX_FAILURES,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      accountMaxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
      signUpsPerHour: env.SIGNUP_MAX_PER_HOUR,
    },
    cache,
  );
  const questions = questionsModule({
    db,
    sectionExists: sections.exists,
    sectionCode: async (id) => (await sections.find(id))?.code,
  }).service;
  const sessions = sessionsModule({
    db,
    questions,
    pool: { ttlMs: env.CAT_POOL_TTL_SECONDS * 1000, simulees: env.CAT_EXPOSURE_SIMULEES, maxItems: env.CAT_POOL_MAX_ITEMS },
  });
  const calibration = calibrationService(db);
  // The sandbox delivers its signed events to this app's own webhook endpoint, through the whole request pipeline.
  const payments = createPayments(env, db, async (payload, signature) => {
    const res = await app.inject({
      method: "POST",
      url: WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    return res.statusCode;
  });
  const billing = billingRepo(db);
  const recruiterBilling = recruiterBillingRepo(db);

  registerErrorHandling(app);
  registerInputGuard(app);
  registerReadRetry(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, { stripe: payments.provider.kind === "stripe" });
  registerCsrfProtection(app, env.ALLOWED_ORIGINS, [WEBHOOK_PATH]);
  registerSessions(app, (token) => auth.resolveSession(token));

  app.get("/api/health", async () => ({ status: "ok", database: database.kind }));
  // Readiness, beside liveness: 503 while the start-up warm-up (OCR workers, the scanner's bank index) still runs.
  let warming = false;
  app.get("/api/health/ready", async (_request, reply) =>
    warming ? reply.code(503).header("Retry-After", "2").send({ status: "warming" }) : { status: "ready" },
  );
  app.get("/api/config", { schema: { response: { 200: appConfig } } }, async () => ({
    demoMode: env.DEMO_MODE,
    secondsPerQuestion: env.PRACTICE_SECONDS_PER_QUESTION,
    testHooks: env.TEST_HOOKS,
    payments: { provider: payments.provider.kind, publishableKey: payments.provider.publishableKey },
  }));
  await app.register(authRoutes, { auth, users, demoMode: env.DEMO_MODE, demoLearnerUsername: DEMO_LEARNER_USERNAME });
  await app.register(userRoutes, { service: usersService(users, branches) });
  await app.register(branchRoutes, { repo: branches });
  await app.register(planRoutes, { priceIds: payments.provider.priceIds });
  await app.register(billingRoutes, {
    service: billingService({ repo: billing, provider: payments.provider }),
    events: billingEvents({
      repo: billing,
      recruiterRepo: recruiterBilling,
      provider: payments.provider,
      userChanged: (id) => cache.dropUser(id),
    }),
    provider: payments.provider,
  });
  await app.register(recruiterPlanRoutes, {
    service: recruiterBillingService({ repo: billing, recruiterRepo: recruiterBilling, provider: payments.provider }),
  });
  if (payments.sandbox) {
    await app.register(sandboxRoutes, { sandbox: payments.sandbox, repo: billing, allowClock: env.DEMO_MODE || env.TEST_HOOKS });
  }
  await app.register(sectionRoutes, { service: sections });
  await app.register(progressRoutes, progressModule(db, { ids: sections.ids, assertSection: questions.assertSection }));
  await app.register(questionRoutes, { service: questions });
  await app.register(sessionRoutes, sessions);
  const fullTests = fullTestService({ repo: fullTestRepo(db), sessions: sessions.service, sections, allowTimeScale: env.TEST_HOOKS });
  await app.register(fullTestRoutes, { service: fullTests });
  // MOS Pathfinder: the positions catalogue is content; the form starts from the latest full test (issue 15).
  await app.register(careersRoutes, careersModule({ latestFullTest: (userId) => fullTests.latestScored(userId) }));
  await app.register(studyMaterialRoutes, { repo: studyMaterialsRepo(db) });
  const analytics = analyticsService(analyticsRepo(db), branches);
  await app.register(analyticsRoutes, { service: analytics });
  // Throttled per address with the sign-in counters' shared store (rate_limits, cleaned up by the auth module).
  await app.register(contactRoutes, contactModule(db, { counter: authRepo(db) }));
  const fitness = fitnessModule(db);
  await app.register(fitnessRoutes, fitness);
  // Recruiter accounts and rosters (issue 15): offices placed by the offline ZIP directory; a learner who shares live
  // progress is read through the analytics (latest AFQT estimate) and sessions (tests taken) modules.
  const recruiterAccounts = recruiterAccountsModule(db, {
    auth,
    places: placeDirectory,
    live: {
      progressOf: async (learnerUserId) => {
        const learner = await users.findById(learnerUserId);
        if (!learner) return { afqt: null, testsTaken: 0 };
        const [figures, tests] = await Promise.all([analytics.forUser(learner), sessions.service.listForUser(learnerUserId)]);
        return { afqt: figures.afqt.score, testsTaken: tests.filter((t) => t.isCompleted).length };
      },
    },
  });
  await app.register(recruiterAccountRoutes, { service: recruiterAccounts.service, sessions: auth });
  // The public recruiter finder and ratings; score shares become leads of nearby recruiters of the chosen branch,
  // routed in the share's own transaction. Accepting a lead adds to the roster through the accounts module (its cap).
  await app.register(recruiterFinderRoutes, recruiterFinderModule(db, { places: placeDirectory }));
  const leads = recruiterLeadsModule(db, {
    places: placeDirectory,
    packets: sharedPacketReader(db),
    roster: { add: (recruiterUserId, values) => recruiterAccounts.service.addRecruit(recruiterUserId, values) },
    minimumAfqt: async (code) => (await branches.findByCode(code))?.minimumAfqtScore ?? null,
  });
  await app.register(recruiterLeadRoutes, leads);
  await app.register(scoreShareRoutes, scoreSharesModule(db, { afterShare: (tx, share) => leads.service.routeShare(tx, share) }));
  // Boot Camp Quest: completions are judged on the learner's own sessions, read through the sessions module.
  await app.register(questRoutes, questModule(db, { missionSession: missionSessionReader(db) }));
  // Weekly cheat sheets: the weakest topics from the learner's answers (read through the sessions module); the
  // sheet's PDF is a job of the queue below, one on the way per learner.
  const cheatSheets = cheatSheetsModule(db, {
    reads: topicAnswerReader(db),
    files: {
      enqueue: (kind, userId, payload) =>
        queue.enqueue(kind, userId, payload, { maxPending: 1 }).catch((err: unknown) => {
          if (err instanceof JobLimitError)
            throw new HttpError(429, CHEAT_SHEET_MESSAGES.inProgress, undefined, { code: "CHEAT_SHEET_IN_PROGRESS" });
          throw err;
        }),
      file: (jobId, userId) => queue.file(jobId, userId),
    },
  });
  // Saved pay & budget scenarios; the study log reads study time through the sessions module.
  const budget = budgetModule(db, {
    studySeconds: studyTimeReader(db),
    pdf: {
      // One PDF on the way per learner: a costly call, limited like the others.
      enqueue: (kind, userId, payload) =>
        queue.enqueue(kind, userId, payload, { maxPending: 1 }).catch((err: unknown) => {
          if (err instanceof JobLimitError) throw new HttpError(429, "Your last PDF is still being made. Try again in a moment.");
          throw err;
        }),
      branchName: async (code) => (await branches.findByCode(code))?.name ?? code,
      clock: () => new Date(),
    },
  });
  // The recruiter packet's zip reads every figure through the other modules (issue 14); one on the way per learner.
  const packets = recruiterPacketModule(db, {
    sources: {
      user: (id) => users.findById(id),
      analytics: (user, timeZone) => analytics.forUser(user, timeZone),
      latestFullTest: (userId) => fullTests.latestScored(userId),
      fitnessRecords: (userId) => fitness.service.list(userId),
      fitnessProfile: (userId) => fitness.service.profile(userId),
      studyLog: (userId, weeks, timeZone) => budget.studyLog.forUser(userId, weeks, timeZone),
      latestCheatSheetPdf: (userId) => cheatSheets.service.latestCheatSheetPdf(userId),
    },
    queue: () => ({
      enqueue: (userId, payload) => queue.enqueue(RECRUITER_PACKET_JOB, userId, payload, { maxPending: 1 }),
      status: (id, userId) => queue.status(id, userId),
    }),
  });
  // Files made in the background (PDFs, zips): the durable queue, worked by every instance (decision 22). Each
  // kind of file registers its maker here.
  const queue = jobQueue(db, { [BUDGET_PDF_JOB]: makeBudgetPdf, [RECRUITER_PACKET_JOB]: packets.job, [CHEAT_SHEET_JOB]: cheatSheets.job });
  await app.register(exportRoutes, { queue });
  await app.register(budgetRoutes, budget);
  await app.register(recruiterPacketRoutes, packets);
  await app.register(cheatSheetRoutes, cheatSheets);
  // Photo-Solve Scanner: local OCR (a small pool of tesseract.js workers made on the first scan and ended when the
  // app closes); scans throttled per learner with the sign-in counters' shared store (decision 0023).
  const ocr = tesseractEngine({ workers: Math.min(2, availableParallelism()), cachePath: join(tmpdir(), "asvab-ocr-cache") });
  app.addHook("onClose", () => ocr.close());
  const photoSolve = photoSolveModule(db, { ocr, counter: authRepo(db) });
  await app.register(photoSolveRoutes, photoSolve);
  // Once listening, a worker and the bank index are made in the background, so the first learner does not wait ~5 s.
  // Meanwhile /api/health/ready answers 503: a load balancer (or the browser tests) sends traffic once it is done.
  app.addHook("onListen", async () => {
    warming = true;
    void Promise.all([ocr.warm(), photoSolve.service.solver()])
      .catch((err: unknown) => app.log.warn({ err }, "photo-solve warm-up failed"))
      .finally(() => {
        warming = false;
      });
  });

  const background = backgroundRunner(
    [
      { name: "jobs", intervalMs: 1000, run: () => queue.work() },
      {
        name: "calibration",
        intervalMs: env.BACKGROUND_INTERVAL_MS,
        run: async () => (await calibration.runBatch(BATCH_SIZE)).processed === BATCH_SIZE,
      },
      { name: "prune", intervalMs: 10 * 60_000, run: () => questions.prune() },
      // Paced (a batch each interval, never back to back) so the requests of the moment keep the CPU.
      ...(env.FIGURE_PRINTS_INTERVAL_MS > 0
        ? [
            {
              name: "figure-prints",
              intervalMs: env.FIGURE_PRINTS_INTERVAL_MS,
              run: () => photoSolve.prints.fillBatch(25).then(() => false),
            },
          ]
        : []),
      // The sandbox's renewals, retries and period ends at their time, and events whose delivery failed.
      ...(payments.sandbox
        ? [{ name: "sandbox-payments", intervalMs: 60_000, run: () => payments.sandbox!.processDue().then(() => false) }]
        : []),
    ],
    app.log,
  );
  app.decorate("background", background);
  queue.onEnqueue(() => background.kick("jobs"));
  app.decorate("payments", payments);
  if (env.BACKGROUND_INTERVAL_MS > 0) app.addHook("onReady", async () => background.start());
  app.addHook("onClose", () => background.stop());

  const spaFallback = serveWeb ? await registerWebApp(app, env.WEB_DIST_DIR) : undefined;
  registerNotFound(app, spaFallback);
  return app;
}
