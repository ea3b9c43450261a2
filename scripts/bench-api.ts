/**
 * Request throughput of the hot path on real PostgreSQL, as ratios to ceilings measured in the same run (these
 * machines are noisy, so only ratios compare across runs). The app and a ceiling server (scripts/bench-ceiling.ts:
 * the same framework, driver and pool doing only the least work each request needs) run as child processes on one
 * throw-away database; the load comes from this process. The ceilings are measured before and again after the
 * three route runs, and each ratio is taken against the mean of the two (the machine's speed drifts over a run).
 * Before the adaptive, ceiling and learner runs it waits for the background batch to empty the answer queue, so no
 * run pays for the calibration the run before it deferred.
 *   npm run bench:api                 (PG_ADMIN_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 * Options: BENCH_SECONDS (10) per run after a 2 s warm-up, BENCH_LONG_SECONDS (60) for the 200-learner run,
 * BENCH_CONNECTIONS (20), BENCH_LEARNERS (200), BENCH_POOL (20) connections per server, BENCH_ADAPTIVE_SECONDS
 * (BENCH_SECONDS) for the adaptive run; BENCH_PROFILE=1 writes the app server's CPU profile to /tmp/prof;
 * BENCH_KEEP_DB=1 leaves the database in place afterwards (its name is printed) for pgbench or EXPLAIN;
 * BENCH_ON_RUN=path runs that program, with the run's name as its argument, as each measured run begins.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import postgres from "postgres";
import { cpuSample, perRequest, type CpuSample } from "./bench-cpu";
import { loadFor, type Timing } from "./bench-load";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const longSeconds = Number(process.env.BENCH_LONG_SECONDS ?? 60);
const adaptiveSeconds = Number(process.env.BENCH_ADAPTIVE_SECONDS ?? seconds);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const learners = Number(process.env.BENCH_LEARNERS ?? 200);
const pool = Number(process.env.BENCH_POOL ?? 20);
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 5099;
const CEILING_PORT = 5098;
const BASE = `http://127.0.0.1:${PORT}`;
const CEILING = `http://127.0.0.1:${CEILING_PORT}`;
const SECTION = 10; // Arithmetic Reasoning: 65 written and ~4,500 generated items
const WARMUP = 2;

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

/**
 * Waits (up to a minute) until the background batch has folded in every queued answer, so that a run does not pay
 * for the calibration the run before it left behind: each route is measured with only its own deferred work.
 */
async function calibrationDrained(db: postgres.Sql): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [row] = await db<{ n: number }[]>`select count(*)::int as n from answer_queue`;
    if ((row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function cannon(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Samples CPU around a measured run (set once the servers and the database are up). */
let sampleCpu: ((serverPid: number) => Promise<CpuSample>) | null = null;
const cpuNotes: string[] = [];

async function withCpu<T extends { count: number }>(name: string, serverPid: number | undefined, run: () => Promise<T>): Promise<T> {
  const before = sampleCpu && serverPid ? await sampleCpu(serverPid) : null;
  // A hook for studying one run (e.g. a script that starts `perf record`): called with the run's name.
  if (process.env.BENCH_ON_RUN) spawn(process.env.BENCH_ON_RUN, [name.replace(/\W+/g, "-")], { stdio: "ignore", detached: true }).unref();
  const result = await run();
  if (before && sampleCpu && serverPid) cpuNotes.push(`${name.padEnd(58)} ${perRequest(before, await sampleCpu(serverPid), result.count)}`);
  return result;
}

/** A warm-up run (discarded), then the measured one. */
async function measure(opts: autocannon.Options, name = "", serverPid?: number): Promise<Result> {
  await cannon({ ...opts, duration: WARMUP });
  const result = await withCpu(name, serverPid, async () => {
    const r = await cannon({ ...opts, duration: seconds });
    return Object.assign(r, { count: r.requests.total });
  });
  return result;
}

interface Row {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

const fromCannon = (name: string, r: Result): Row => ({
  name,
  rate: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  total: r.requests.total,
});
const fromTiming = (name: string, t: Timing): Row => ({ name, rate: t.rate, p50: t.p50, p99: t.p99, errors: t.errors, total: t.count });

function show(r: Row): string {
  return `${r.name.padEnd(58)} ${r.rate.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(5)} ms  ${String(r.errors).padStart(4)} errors  (${r.total} requests)`;
}

function node(script: string, env: Record<string, string>): ChildProcess {
  // node itself (with tsx as a loader), so killing it stops the server.
  const prof = process.env.BENCH_PROFILE && script.includes("main.ts") ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [];
  return spawn(process.execPath, [...prof, "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function main(): Promise<void> {
  const name = `asvab_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  const db = postgres(url.toString(), { max: 2, onnotice: () => {} });
  try {
    const app = node("src/server/main.ts", {
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: String(pool),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DEMO_MODE: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PAYMENTS_PROVIDER: "sandbox",
      // The scanner's figure prints are made once after a new bank (a couple of minutes of background work on this
      // fresh database); the bench measures the request paths in steady state, without them.
      FIGURE_PRINTS_INTERVAL_MS: "0",
    });
    children.push(app);
    await waitFor(`${BASE}/api/health/ready`, 180_000);

    // The ceiling's table: 2,000 real questions of the same section, with the same columns as the app serves.
    await db.unsafe(`create table ceiling_items as
      select id, stem, options, topic, difficulty, figure, figure_alt, correct_index, explanation
        from questions where section_id = ${SECTION} and active order by id limit 2000;
      alter table ceiling_items add primary key (id);
      create table ceiling_answers (id text primary key, question_id text not null, selected_answer integer, is_correct boolean not null,
        answered_at timestamptz not null default now());
      analyze ceiling_items;`);
    const itemIds = (await db<{ id: string }[]>`select id from ceiling_items`).map((r) => r.id);
    const ceiling = node("scripts/bench-ceiling.ts", {
      CEILING_DATABASE_URL: url.toString(),
      CEILING_PORT: String(CEILING_PORT),
      CEILING_POOL: String(pool),
    });
    children.push(ceiling);
    await waitFor(`${CEILING}/random`, 60_000);
    sampleCpu = (pid) => cpuSample(db, name, pid);

    // Premium learners (no daily limit: every answer is a real insert), signed in by a session row of their own.
    const cookies: string[] = [];
    const [admin0] = await db<{ hash: string }[]>`select password_hash as hash from users where username = 'admin'`;
    const hash = admin0?.hash ?? "";
    for (let i = 0; i < learners; i++) {
      const [user] = await db<{ id: number }[]>`insert into users (username, password_hash, subscription_tier)
        values (${`bench_${i}_${randomBytes(3).toString("hex")}`}, ${hash}, 'annual') returning id`;
      const token = randomBytes(32).toString("base64url");
      const idHash = createHash("sha256").update(token).digest("hex");
      await db`insert into sessions (id_hash, user_id, expires_at) values (${idHash}, ${(user as { id: number }).id}, now() + interval '1 day')`;
      cookies.push(`sid=${token}`);
    }
    const headersFor = (cookie: string) => ({ "content-type": "application/json", origin: BASE, cookie });

    // Fresh (session, question) pairs, learners interleaved, so no two requests repeat an answer.
    const pairs: { cookie: string; sessionId: string; questionId: string }[] = [];
    const needed = (seconds + WARMUP) * 6000;
    for (let round = 0; pairs.length < needed; round++) {
      const batch = await Promise.all(
        cookies.slice(0, 40).map(async (cookie) => {
          const res = await fetch(`${BASE}/api/test-sessions`, {
            method: "POST",
            headers: headersFor(cookie),
            body: JSON.stringify({ sectionId: SECTION, totalQuestions: 50 }),
          });
          const s = (await res.json()) as { id: string; questionIds: string[] };
          return s.questionIds.map((questionId) => ({ cookie, sessionId: s.id, questionId }));
        }),
      );
      for (let i = 0; i < 50; i++) for (const list of batch) if (list[i]) pairs.push(list[i] as (typeof pairs)[number]);
      if (round > 1000) throw new Error("could not prepare answer pairs");
    }

    console.log(`\nbench:api — PostgreSQL ${name}; each server: Fastify + postgres.js, pool ${pool}`);
    console.log(`${connections} connections, ${seconds} s per run after a ${WARMUP} s warm-up; ${learners} premium learners\n`);

    let c = 0;
    const measureCeilings = async (when: string) => ({
      random: fromCannon(
        `ceiling: 10 random rows of a 2,000-row table${when}`,
        await measure({ url: `${CEILING}/random` }, `ceiling: random rows${when}`, ceiling.pid),
      ),
      write: fromCannon(
        `ceiling: one indexed SELECT + one INSERT${when}`,
        await measure(
          {
            url: `${CEILING}/answer`,
            method: "POST",
            headers: { "content-type": "application/json" },
            requests: [
              {
                setupRequest: (req) => ({
                  ...req,
                  body: JSON.stringify({ questionId: itemIds[c++ % itemIds.length], selectedAnswer: c % 4, sessionId: "s" }),
                }),
              },
            ],
          },
          `ceiling: select + insert${when}`,
          ceiling.pid,
        ),
      ),
    });
    const before = await measureCeilings("");
    console.log(show(before.random));
    console.log(show(before.write));

    let u = 0;
    const questions = fromCannon(
      `GET /api/sections/${SECTION}/questions?random=true&limit=10`,
      await measure(
        {
          url: `${BASE}/api/sections/${SECTION}/questions?random=true&limit=10`,
          requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[u++ % cookies.length] as string } }) }],
        },
        "GET questions",
        app.pid,
      ),
    );
    let p = 0;
    const answers = fromCannon(
      "POST /api/answers (practice)",
      await measure(
        {
          url: `${BASE}/api/answers`,
          method: "POST",
          requests: [
            {
              setupRequest: (req) => {
                const pair = pairs[p++ % pairs.length] as (typeof pairs)[number];
                return {
                  ...req,
                  headers: { ...req.headers, ...headersFor(pair.cookie) },
                  body: JSON.stringify({
                    id: randomUUID(),
                    sessionId: pair.sessionId,
                    questionId: pair.questionId,
                    selectedAnswer: p % 4,
                    timeSpent: 12,
                  }),
                };
              },
            },
          ],
        },
        "POST answers (practice)",
        app.pid,
      ),
    );
    await calibrationDrained(db);
    const load = loadFor(BASE, headersFor);
    await load.adaptive(cookies.slice(0, connections), SECTION, WARMUP);
    const adaptive = fromTiming(
      "POST /api/answers (adaptive: the engine picks the next item)",
      await withCpu("POST answers (adaptive)", app.pid, () => load.adaptive(cookies.slice(0, connections), SECTION, adaptiveSeconds)),
    );
    for (const r of [questions, answers, adaptive]) console.log(show(r));
    // The machine's speed drifts over a run (other tenants, thermal): the ceilings are measured again after the
    // routes, and each ratio is taken against the mean of the two measurements around it.
    await calibrationDrained(db);
    const after = await measureCeilings(" (again)");
    console.log(show(after.random));
    console.log(show(after.write));
    const ceilingRandom = { rate: (before.random.rate + after.random.rate) / 2 };
    const ceilingWrite = { rate: (before.write.rate + after.write.rate) / 2 };
    console.log(
      `ceilings used for the ratios (mean of before and after): ${ceilingRandom.rate.toFixed(0)} and ${ceilingWrite.rate.toFixed(0)} req/s`,
    );
    console.log("\nwhere the CPU went (the servers, the PostgreSQL backends of this database, this load generator):");
    for (const note of cpuNotes) console.log(`  ${note}`);
    if (p > pairs.length)
      console.log(`(answer pairs reused: ${p} requests over ${pairs.length} pairs; repeats are answered as duplicates)`);

    console.log(`\n${learners} learners at once for ${longSeconds} s, each repeating the spec's practice sequence:`);
    console.log("GET questions → POST session (no questionIds) → 10 × POST answer → PATCH complete → GET progress");
    await calibrationDrained(db);
    const mix = await withCpu(`${learners} learners (all requests)`, app.pid, async () => {
      const r = await load.learners(cookies, SECTION, longSeconds);
      return Object.assign(r, { count: r.all.count });
    });
    const mixRow = fromTiming(`${learners} learners (all requests)`, mix.all);
    console.log(show(mixRow));
    console.log(`  tests completed: ${mix.tests} (${(mix.tests / longSeconds).toFixed(1)}/s); answers stored ${mix.answers}`);
    console.log(`  ${cpuNotes.at(-1) ?? ""}`);

    // A learner's round at the ceilings' speed: one random read and 13 select+insert-sized requests.
    const mixCeiling = 1 / (1 / ceilingRandom.rate + 13 / ceilingWrite.rate);
    const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    console.log("\ntargets (issue 11)                                   measured                         target                 ");
    console.log(
      `  questions vs 10-random-rows ceiling                ${ratio(questions.rate, ceilingRandom.rate).padEnd(7)} p99 ${questions.p99.toFixed(0).padStart(3)} ms              ≥ 0.50×, p99 ≤ 50 ms    ${verdict(questions.rate / ceilingRandom.rate >= 0.5 && questions.p99 <= 50 && questions.errors === 0)}`,
    );
    console.log(
      `  practice answers vs select+insert ceiling          ${ratio(answers.rate, ceilingWrite.rate).padEnd(7)} p99 ${answers.p99.toFixed(0).padStart(3)} ms              ≥ 0.50×, p99 ≤ 50 ms    ${verdict(answers.rate / ceilingWrite.rate >= 0.5 && answers.p99 <= 50 && answers.errors === 0)}`,
    );
    console.log(
      `  adaptive answers vs select+insert ceiling          ${ratio(adaptive.rate, ceilingWrite.rate).padEnd(7)} p99 ${adaptive.p99.toFixed(0).padStart(3)} ms              ≥ 0.25×, p99 ≤ 100 ms   ${verdict(adaptive.rate / ceilingWrite.rate >= 0.25 && adaptive.p99 <= 100 && adaptive.errors === 0)}`,
    );
    console.log(
      `  ${learners} connections × ${longSeconds} s, errors                          ${String(mix.all.errors).padEnd(30)} 0                      ${verdict(mix.all.errors === 0)}`,
    );
    console.log(
      `  ${learners} learners vs the ceilings' learner round       ${ratio(mix.tests / longSeconds, mixCeiling / 1).padEnd(7)} (${(mix.tests / longSeconds).toFixed(1)} vs ${mixCeiling.toFixed(1)} tests/s)   ≥ 0.50×                 ${verdict(mix.tests / longSeconds / mixCeiling >= 0.5)}`,
    );
    console.log("  (at 200 connections latency is queueing: p50/p99 above are for information, Little's law sets them)");
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await db.end({ timeout: 1 });
    if (process.env.BENCH_KEEP_DB === "1") console.log(`database kept: ${name}`);
    else await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
