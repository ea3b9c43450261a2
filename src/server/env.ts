import { isIP } from "node:net";
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
  /** Seconds to wait for a new PostgreSQL connection; past it the request gets 503 with Retry-After. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(5),
  /** Longest a PostgreSQL statement may run before the server cancels it (ms; 0 = no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DEMO_MODE: boolFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and scheme: a hop count ("1" = the one proxy in
   * front) or a comma-separated list of proxy addresses/CIDRs. Never "every address": the client could then pick its own.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim();
      if (value === "" || value === "0" || value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((s) => s.trim());
      const bad = entries.filter((e) => !isAddressOrCidr(e));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be a hop count such as 1 or a list of proxy addresses/CIDRs such as 10.0.0.0/8 (not ${bad.map((b) => JSON.stringify(b)).join(", ")})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
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
  /** Failed sign-ins per account per window, from all addresses together. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Sign-ups per client address per hour. */
  SIGNUP_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
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
  /**
   * The scanner's figure prints (photo-solve/figure-prints.ts): a batch of 25 every this many ms until every
   * look-alike figure has one (~2 minutes after a new bank, then idle); 0 makes none (browser tests, which photograph
   * no drawing, so they do not share the machine with it).
   */
  FIGURE_PRINTS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /**
   * Payments (decision 0021): "sandbox" (the default: the server plays the provider, no keys, no network) or
   * "stripe". Left empty, Stripe is used when STRIPE_SECRET_KEY is set, the sandbox otherwise.
   */
  PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe", ""]).default(""),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  /** Stripe price ids of the two paid learner plans (the spec's priceId values). */
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  /**
   * Stripe price ids of the six recruiter prices (§9). Optional: without one, that recruiter price cannot be bought
   * through Stripe (503), and learner billing is unaffected.
   */
  STRIPE_PRICE_RECRUITER_STARTER_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_RECRUITER_STARTER_ANNUAL: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_RECRUITER_PROFESSIONAL_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_RECRUITER_PROFESSIONAL_ANNUAL: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_RECRUITER_ENTERPRISE_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_RECRUITER_ENTERPRISE_ANNUAL: z
    .string()
    .regex(/^price_\w+$/, "must be a Stripe price id (price_…)")
    .optional(),
  /** End-to-end test builds only: allows ?timer=N on the practice screen. */
  TEST_HOOKS: boolFlag,
});

function isAddressOrCidr(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type Env = Omit<z.infer<typeof envSchema>, "DEMO_MODE" | "TEST_HOOKS" | "PAYMENTS_PROVIDER"> & {
  DEMO_MODE: boolean;
  PAYMENTS_PROVIDER: "sandbox" | "stripe";
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
  const provider = v.PAYMENTS_PROVIDER || (v.STRIPE_SECRET_KEY ? "stripe" : "sandbox");
  // The sandbox hands out paid plans for test card numbers: a production server takes it only when asked by name.
  if (v.NODE_ENV === "production" && provider === "sandbox" && v.PAYMENTS_PROVIDER !== "sandbox") {
    throw new EnvError(
      "Invalid configuration:\n  PAYMENTS_PROVIDER: in production set the STRIPE_* variables, or PAYMENTS_PROVIDER=sandbox to take test payments only",
    );
  }
  if (provider === "stripe") {
    const missing = (
      ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_ANNUAL"] as const
    ).filter((key) => !v[key]);
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid configuration:\n${missing.map((key) => `  ${key}: is required when payments go through Stripe`).join("\n")}`,
      );
    }
  }
  return {
    ...v,
    PAYMENTS_PROVIDER: provider,
    // Demo accounts (one with a published admin password) and /api/test-login exist by default only on the embedded
    // database outside production; a real DATABASE_URL or production needs DEMO_MODE=1 to opt in.
    DEMO_MODE: v.DEMO_MODE ?? (v.DATABASE_URL === undefined && v.NODE_ENV !== "production"),
    TEST_HOOKS: (v.TEST_HOOKS ?? false) && v.NODE_ENV !== "production",
  };
}
