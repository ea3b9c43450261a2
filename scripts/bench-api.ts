/**
 * API throughput on real PostgreSQL: POST /api/answers (practice and adaptive) and GET /api/sections/{id}/questions, beside a bare
 * Fastify route on the same machine as the ceiling. Starts the real server on a throw-away database.
 *   npm run bench:api            (PG_ADMIN_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import autocannon, { type Result } from "autocannon";
import Fastify from "fastify";
import postgres from "postgres";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 5099;
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;

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

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name: string, r: Result): string {
  const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
  return `${name.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   (${r.requests.total} requests, ${errors} errors/non-2xx)`;
}

/**
 * Adaptive answers can't be replayed from a list (each reply names the next item), so this runs `connections`
 * learners in a loop, each taking 10-item adaptive tests back to back, and times every answer.
 */
async function adaptiveLoad(headers: Record<string, string>): Promise<string> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  async function learner(): Promise<void> {
    while (Date.now() < end) {
      const start = await fetch(`${BASE}/api/test-sessions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ sectionId: 10, totalQuestions: 10, isAdaptive: true }),
      });
      const session = (await start.json()) as { id: string; questions: { id: string }[] };
      let question = session.questions[0];
      while (question && Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${BASE}/api/answers`, {
          method: "POST",
          headers,
          body: JSON.stringify({ sessionId: session.id, questionId: question.id, selectedAnswer: latencies.length % 4, timeSpent: 5 }),
        });
        latencies.push(performance.now() - t0);
        if (!res.ok) {
          errors++;
          break;
        }
        const body = (await res.json()) as { adaptive?: { nextQuestion: { id: string } | null } };
        question = body.adaptive?.nextQuestion ?? undefined;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, learner));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  const rate = Math.round(latencies.length / seconds);
  return `${"POST /api/answers (adaptive: engine picks next)".padEnd(44)} ${String(rate).padStart(8)} req/s   p99 ${String(Math.round(p99)).padStart(5)} ms   (${latencies.length} answers, ${errors} errors)`;
}

async function main(): Promise<void> {
  const name = `asvab_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // node itself (with tsx as a loader), so killing it stops the server and releases our stdout.
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DEMO_MODE: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const bare = Fastify();
  bare.get("/bare", async () => ({ ok: true }));
  try {
    await waitFor(`${BASE}/api/health`, 120_000);
    await bare.listen({ port: PORT + 1, host: "127.0.0.1" });

    // A premium (annual) demo account: no daily limit, so every answer is a real insert.
    const login = await fetch(`${BASE}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ username: "admin", password: "admin-demo-2025" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const headers = { "content-type": "application/json", origin: ORIGIN, cookie };

    // Enough fresh (session, question) pairs that no request repeats one.
    const pairs: { sessionId: string; questionId: string }[] = [];
    const needed = seconds * 4000;
    while (pairs.length < needed) {
      const res = await fetch(`${BASE}/api/test-sessions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ sectionId: 10, totalQuestions: 50 }),
      });
      const s = (await res.json()) as { id: string; questionIds: string[] };
      for (const q of s.questionIds) pairs.push({ sessionId: s.id, questionId: q });
    }
    let next = 0;

    console.log(`\nbench:api — ${connections} connections, ${seconds} s each, PostgreSQL ${name}\n`);
    const ceiling = await run({ url: `http://127.0.0.1:${PORT + 1}/bare`, connections, duration: seconds });
    console.log(line("GET /bare (plain Fastify, the ceiling)", ceiling));
    const questions = await run({
      url: `${BASE}/api/sections/10/questions?random=true&limit=10`,
      connections,
      duration: seconds,
      headers: { cookie },
    });
    console.log(line("GET /api/sections/10/questions?limit=10", questions));
    const answers = await run({
      url: `${BASE}/api/answers`,
      connections,
      duration: seconds,
      method: "POST",
      headers,
      requests: [
        {
          setupRequest: (req) => {
            const pair = pairs[next++ % pairs.length] as { sessionId: string; questionId: string };
            return { ...req, body: JSON.stringify({ id: randomUUID(), ...pair, selectedAnswer: next % 4, timeSpent: 12 }) };
          },
        },
      ],
    });
    console.log(line("POST /api/answers", answers));
    console.log(`\nfresh answer pairs used: ${Math.min(next, pairs.length)} of ${pairs.length}`);
    console.log(await adaptiveLoad(headers));
  } finally {
    server.kill("SIGTERM");
    await bare.close();
    await new Promise((r) => setTimeout(r, 1000));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
