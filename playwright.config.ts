import { defineConfig, devices } from "@playwright/test";
import { SLOW_FACTOR } from "./e2e/slow-factor";

const PORT = Number(process.env.E2E_PORT ?? 5123);
const baseURL = `http://localhost:${PORT}`;
// CI runs the PGlite and the PostgreSQL suites at once, on two ports: each keeps its own data folder and results.
const DATA_DIR = `.data-e2e-${PORT}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  // Most of a flow's time is waiting (clocks, countdowns, the server): three browsers keep two cores busy without
  // starving each other (four at once with the PostgreSQL run beside them turned waits into time-outs).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Three browsers, the server and its OCR workers share two cores in CI: a whole flow can take well over 30 s there
  // (and every budget is multiplied by SLOW_FACTOR there, in fixtures.ts).
  timeout: 60_000,
  // A busy CI machine can take several seconds to render a screen; a passing check does not wait longer for it.
  expect: { timeout: process.env.CI ? 10_000 * SLOW_FACTOR : 7_000 },
  use: {
    baseURL,
    // A trace records every action's screenshots and DOM snapshots, failed test or not: in CI it cost a third of the
    // suite's time (380 s with, 257 s without, on one host, the same 94 tests), and a CI machine's trace files are not
    // kept. Locally it stays on for failures; E2E_TRACE=on (or retain-on-failure) brings it back anywhere.
    trace: (process.env.E2E_TRACE as "on" | "off" | "retain-on-failure" | undefined) ?? (process.env.CI ? "off" : "retain-on-failure"),
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh embedded database for every run; the built client is served by the API server as in production.
    // CI builds once before both browser runs (E2E_SKIP_BUILD=1).
    command: `rm -rf ${DATA_DIR} && ${process.env.E2E_SKIP_BUILD ? "" : "npx vite build --logLevel warn && "}npx tsx src/server/main.ts`,
    // Ready, not just up: the scanner's start-up warm-up would otherwise compete with the first tests.
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    // A fresh database on a busy machine (CI runs Vitest lanes beside it) can take minutes: migrations, the bank, the demo.
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Set by scripts/with-pg-database.ts to run the same suite on PostgreSQL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DEMO_MODE: "1",
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
      LOGIN_MAX_FAILURES: "50",
      // Every spec signs up from 127.0.0.1.
      SIGNUP_MAX_PER_HOUR: "10000",
      // No spec photographs a drawing: the scanner's figure prints are not made here.
      FIGURE_PRINTS_INTERVAL_MS: "0",
    },
  },
});
