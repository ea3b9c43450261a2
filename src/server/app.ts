import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { appConfig } from "@contracts/config";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { DEMO_LEARNER_USERNAME } from "./db/seed-data/demo";
import { adaptiveRepo } from "./modules/adaptive/repo";
import { adaptiveRoutes } from "./modules/adaptive/routes";
import { adaptiveService, catConfig } from "./modules/adaptive/service";
import { poolCache } from "./modules/adaptive/pool-cache";
import { authRepo } from "./modules/auth/repo";
import { fullTestRepo } from "./modules/full-test/repo";
import { fullTestRoutes } from "./modules/full-test/routes";
import { fullTestService } from "./modules/full-test/service";
import { authRoutes } from "./modules/auth/routes";
import { authService } from "./modules/auth/service";
import { branchesRepo } from "./modules/branches/repo";
import { branchRoutes } from "./modules/branches/routes";
import { progressRepo } from "./modules/progress/repo";
import { practiceRepo } from "./modules/practice/repo";
import { practiceRoutes } from "./modules/practice/routes";
import { practiceService } from "./modules/practice/service";
import { questionsRepo } from "./modules/questions/repo";
import { questionRoutes } from "./modules/questions/routes";
import { questionsService } from "./modules/questions/service";
import { studyMaterialsRepo } from "./modules/study-materials/repo";
import { studyMaterialRoutes } from "./modules/study-materials/routes";
import { analyticsRepo, analyticsRoutes, analyticsService } from "./modules/analytics";
import { progressRoutes } from "./modules/progress/routes";
import { progressService } from "./modules/progress/service";
import { sectionsRepo } from "./modules/sections/repo";
import { sectionRoutes } from "./modules/sections/routes";
import { usersRepo } from "./modules/users/repo";
import { userRoutes } from "./modules/users/routes";
import { usersService } from "./modules/users/service";
import { registerCsrfProtection } from "./plugins/csrf";
import { registerErrorHandling, registerNotFound } from "./plugins/errors";
import { registerSessions } from "./plugins/session";
import { registerSecurityHeaders, registerWebApp } from "./plugins/web";

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Serve the built web client from env.WEB_DIST_DIR (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function buildApp({ env, database, serveWeb = false, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          redact: ["req.headers.cookie", "req.headers.authorization"],
          // Readable lines for a person at a terminal; JSON lines for log collectors everywhere else.
          ...(process.stdout.isTTY && env.NODE_ENV !== "production"
            ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
            : {}),
        }
      : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const users = usersRepo(db);
  const branches = branchesRepo(db);
  const sections = sectionsRepo(db);
  const auth = authService(users, authRepo(db), {
    sessionTtlMs: env.SESSION_TTL_DAYS * 86_400_000,
    maxFailures: env.LOGIN_MAX_FAILURES,
    windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
  });

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerCsrfProtection(app, env.ALLOWED_ORIGINS);
  registerSessions(app, auth);

  app.get("/api/health", async () => ({ status: "ok", database: database.kind }));
  app.get("/api/config", { schema: { response: { 200: appConfig } } }, async () => ({
    demoMode: env.DEMO_MODE,
    secondsPerQuestion: env.PRACTICE_SECONDS_PER_QUESTION,
    testHooks: env.TEST_HOOKS,
  }));
  await app.register(authRoutes, { auth, users, demoMode: env.DEMO_MODE, demoLearnerUsername: DEMO_LEARNER_USERNAME });
  await app.register(userRoutes, { service: usersService(users, branches) });
  await app.register(branchRoutes, { repo: branches });
  await app.register(sectionRoutes, { repo: sections });
  await app.register(progressRoutes, { service: progressService(progressRepo(db), sections) });
  const questions = questionsService(questionsRepo(db));
  await app.register(questionRoutes, { service: questions });
  const practice = practiceRepo(db);
  const adaptiveData = adaptiveRepo(db);
  const pools = poolCache(adaptiveData, {
    ttlMs: env.CAT_POOL_TTL_SECONDS * 1000,
    config: catConfig(10),
    simulees: env.CAT_EXPOSURE_SIMULEES,
    maxItems: env.CAT_POOL_MAX_ITEMS,
  });
  const adaptive = adaptiveService({ repo: adaptiveData, practice, questions, pools });
  await app.register(practiceRoutes, { service: practiceService(practice, questions, adaptive) });
  await app.register(adaptiveRoutes, { service: adaptive });
  const fullTests = fullTestService({ repo: fullTestRepo(db), practice, adaptive, sections, allowTimeScale: env.TEST_HOOKS });
  await app.register(fullTestRoutes, { service: fullTests });
  await app.register(studyMaterialRoutes, { repo: studyMaterialsRepo(db) });
  await app.register(analyticsRoutes, { service: analyticsService(analyticsRepo(db), branches) });

  const spaFallback = serveWeb ? await registerWebApp(app, env.WEB_DIST_DIR) : undefined;
  registerNotFound(app, spaFallback);
  return app;
}
