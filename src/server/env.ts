import { z } from "zod";

const boolFlag = z
  .enum(["0", "1", "true", "false", ""], { message: "must be 1, 0, true or false" })
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { message: "must be development, production or test" }).default("development"),
  PORT: z.coerce.number({ message: "must be a number" }).int().min(1).max(65535, "must be a port number (1-65535)").default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Connections per instance to PostgreSQL (DATABASE_URL only). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DEMO_MODE: boolFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: boolFlag,
  /** Extra origins allowed to send state-changing requests, comma separated (the app's own origin always is). */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url("each entry must be an origin such as https://example.com"))),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  WEB_DIST_DIR: z.string().default("./dist/web"),
  PRACTICE_SECONDS_PER_QUESTION: z.coerce.number().int().min(1).max(3600).default(180),
  /** Simulated examinees per Sympson–Hetter calibration round when a section's item pool is (re)loaded; 0 disables it. */
  CAT_EXPOSURE_SIMULEES: z.coerce.number().int().min(0).max(5000).default(300),
  /** How long a section's item pool (with its calibrated parameters) is reused before it is reloaded. */
  CAT_POOL_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Most items in a section's adaptive pool (all written items, then a random sample of generated ones). */
  CAT_POOL_MAX_ITEMS: z.coerce.number().int().min(20).max(20_000).default(600),
  /** How often each instance folds new answers into calibration and spaced review; 0 runs it only on demand (tests). */
  BACKGROUND_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** End-to-end test builds only: allows ?timer=N on the practice screen. */
  TEST_HOOKS: boolFlag,
});

export type Env = Omit<z.infer<typeof envSchema>, "DEMO_MODE" | "TRUST_PROXY" | "TEST_HOOKS"> & {
  DEMO_MODE: boolean;
  TRUST_PROXY: boolean;
  TEST_HOOKS: boolean;
};

export class EnvError extends Error {}

/** Parses configuration once at start-up; any bad value stops the process with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  return {
    ...v,
    // Demo accounts and /api/test-login exist by default except in production, where DEMO_MODE=1 opts in.
    DEMO_MODE: v.DEMO_MODE ?? v.NODE_ENV !== "production",
    TRUST_PROXY: v.TRUST_PROXY ?? false,
    TEST_HOOKS: (v.TEST_HOOKS ?? false) && v.NODE_ENV !== "production",
  };
}
