/**
 * Lighthouse (mobile, simulated throttling) on the public pages and a signed-in practice screen, served by the
 * production server from the production build, plus the landing page's JavaScript against its gzip budget.
 * Lighthouse scores are already ratios to a ceiling: 100 is a page the simulated phone cannot load faster.
 *   npm run bench:web              (builds first; BENCH_WEB_NO_BUILD=1 uses the existing dist/web)
 * Options: CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_PORT (5097), BENCH_WEB_RUNS (3: Lighthouse runs per page; the
 * median run by score is reported, with the range, as Lighthouse's own guidance advises on a machine whose speed
 * varies), BENCH_WEB_REPORTS (a folder: each page's median Lighthouse report is written there as JSON, to study its
 * request chains, and every run's as <page>-run<N>.json, to compare runs whose scores differ), BENCH_WEB_ONLY (a
 * page name's start, e.g. "practice": only the pages it names, to study one).
 * Exits 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { landingBudget } from "./web-budget";

const DIST = "dist/web";
const PORT = Number(process.env.BENCH_WEB_PORT ?? 5097);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

interface Page {
  name: string;
  path: string;
  target: number;
  signedIn?: boolean;
}
const PAGES: Page[] = [
  { name: "landing", path: "/", target: 95 },
  { name: "blog", path: "/blog", target: 95 },
  { name: "article", path: "/blog/top-10-asvab-math-tips", target: 95 },
  { name: "practice (signed in)", path: "/practice/13", target: 90, signedIn: true },
];

interface Measured {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsSent: number;
  jsGzip: number;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

function startServer(dataDir: string): ChildProcess {
  const child = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_MODE: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PAYMENTS_PROVIDER: "sandbox",
      // A fresh database makes the scanner's figure prints once (minutes of background CPU): beside Lighthouse it
      // held the browser's first frame back by a second on every page, and the simulation then counted every script
      // that had arrived by then as blocking the first paint. The pages are measured on a server at rest.
      FIGURE_PRINTS_INTERVAL_MS: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`);
  });
  return child;
}

/** The demo learner's session cookie, from the one-click demo sign-in. */
async function demoCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/test-login`, { redirect: "manual" });
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!sid) throw new Error(`demo sign-in gave no session cookie (${res.status})`);
  return `sid=${sid}`;
}

/** Gzip size of a built script, from its URL (what the budget counts, whatever encoding the browser got). */
function gzipOf(url: string): number {
  const path = new URL(url).pathname;
  try {
    return gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;
  } catch {
    return 0;
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function audit(port: number, page: Page, cookie: string | undefined): Promise<Measured & { report: string }> {
  const result = await lighthouse(
    `${BASE}${page.path}`,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Every run opens the page as a first visit on this device. Lighthouse's default reset keeps local storage and
      // IndexedDB, so from the second run on the practice screen found the test the first run left in progress and
      // measured resuming it (no new set asked for) instead of opening the section.
      clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { lhr } = result;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => i.resourceType === "Script" && i.url.startsWith(BASE),
  );
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    bytes: num("total-byte-weight"),
    jsSent: items.reduce((a, i) => a + (i.transferSize ?? 0), 0),
    jsGzip: items.reduce((a, i) => a + gzipOf(i.url), 0),
    report: JSON.stringify(lhr),
  };
}

/** The run whose score is the median of `runs` (the lower middle one for an even count). */
function median<T extends { score: number }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  if (process.env.BENCH_WEB_NO_BUILD !== "1") {
    const build = spawnSync(join("node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  let failed = false;
  const budget = landingBudget(DIST);
  console.log(`landing JavaScript: ${kb(budget.bytes)} gzip in ${budget.files.size} files; budget ${kb(budget.budget)}`);
  console.log(`  ratio to budget ${budget.ratio.toFixed(2)} → ${budget.pass ? "PASS" : "FAIL"}`);
  failed ||= !budget.pass;

  const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
  const server = startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    await waitFor(`${BASE}/api/health/ready`, 120_000);
    const cookie = await demoCookie();
    console.log(`\nLighthouse mobile (simulated throttling), performance score vs target: the median of ${RUNS} run(s) per page`);
    console.log(
      ["page".padEnd(22), "score", "target", "FCP".padStart(7), "LCP".padStart(7), "TBT".padStart(7), "CLS".padStart(6)].join(" ") +
        ["transferred", "JS sent", "JS gzip"].map((h) => h.padStart(12)).join("") +
        "    range  verdict",
    );
    const only = process.env.BENCH_WEB_ONLY;
    for (const page of PAGES.filter((p) => !only || p.name.startsWith(only))) {
      // A first visit warms the server's caches (sections, questions); the measured run is the second.
      await fetch(`${BASE}${page.path}`, page.signedIn ? { headers: { Cookie: cookie } } : {});
      const runs: (Measured & { report: string })[] = [];
      for (let r = 0; r < RUNS; r++) runs.push(await audit(chrome.port, page, page.signedIn ? cookie : undefined));
      const m = median(runs);
      const reports = process.env.BENCH_WEB_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const base = page.name.replace(/\W+/g, "-");
        writeFileSync(join(reports, `${base}.json`), m.report);
        // Every run too: a score that varies between runs is studied by comparing them.
        runs.forEach((run, i) => writeFileSync(join(reports, `${base}-run${i + 1}.json`), run.report));
      }
      const scores = runs.map((r) => r.score);
      const range = `${Math.min(...scores)}–${Math.max(...scores)}`;
      const pass = m.score >= page.target;
      failed ||= !pass;
      console.log(
        [
          page.name.padEnd(22),
          String(m.score).padStart(5),
          `≥${page.target}`.padStart(6),
          sec(m.fcp).padStart(7),
          sec(m.lcp).padStart(7),
          `${Math.round(m.tbt)} ms`.padStart(7),
          m.cls.toFixed(3).padStart(6),
        ].join(" ") +
          [kb(m.bytes), kb(m.jsSent), kb(m.jsGzip)].map((v) => v.padStart(12)).join("") +
          `  ${range.padStart(7)}  ${pass ? "PASS" : "FAIL"}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log("\nbench:web: a target was missed");
    process.exitCode = 1;
  } else console.log("\nbench:web: every target met");
}

await main();
