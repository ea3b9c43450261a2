/**
 * Load for bench:api that needs each reply before the next request (an adaptive test's next item, a practice
 * session's questions): loops of learners over keep-alive HTTP connections, each request timed.
 */
import http from "node:http";

export interface Timing {
  count: number;
  errors: number;
  rate: number;
  p50: number;
  p99: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: payload ? headers : { cookie: headers.cookie ?? "" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

class Recorder {
  private latencies: number[] = [];
  errors = 0;

  async time<T>(run: () => Promise<{ status: number; json: T }>): Promise<T | null> {
    const t0 = performance.now();
    try {
      const r = await run();
      this.latencies.push(performance.now() - t0);
      if (r.status < 200 || r.status >= 300) {
        this.errors += 1;
        return null;
      }
      return r.json;
    } catch {
      this.latencies.push(performance.now() - t0);
      this.errors += 1;
      return null;
    }
  }

  result(seconds: number): Timing {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
    return { count: sorted.length, errors: this.errors, rate: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
  }
}

type Question = { id: string };

export function loadFor(base: string, headersFor: (cookie: string) => Record<string, string>) {
  return {
    /** Each learner takes 10-item adaptive tests back to back; only the answers are timed. */
    async adaptive(cookies: readonly string[], sectionId: number, seconds: number): Promise<Timing> {
      const rec = new Recorder();
      const end = Date.now() + seconds * 1000;
      let n = 0;
      await Promise.all(
        cookies.map(async (cookie) => {
          const headers = headersFor(cookie);
          while (Date.now() < end) {
            const start = await call(base, "POST", "/api/test-sessions", headers, { sectionId, totalQuestions: 10, isAdaptive: true });
            if (start.status !== 201) {
              rec.errors += 1;
              console.error(`adaptive start refused: ${start.status} ${JSON.stringify(start.json)}`);
              await new Promise((r) => setTimeout(r, 100));
              continue;
            }
            const session = start.json as { id: string; questions: Question[] };
            let question = session?.questions?.[0];
            while (question && Date.now() < end) {
              const q: Question = question;
              const reply = await rec.time(() =>
                call(base, "POST", "/api/answers", headers, {
                  sessionId: session.id,
                  questionId: q.id,
                  selectedAnswer: n++ % 4,
                  timeSpent: 5,
                }),
              );
              question = (reply as { adaptive?: { nextQuestion: Question | null } } | null)?.adaptive?.nextQuestion ?? undefined;
            }
          }
        }),
      );
      return rec.result(seconds);
    },

    /** Every learner repeats the spec's practice sequence; every request is timed. */
    async learners(cookies: readonly string[], sectionId: number, seconds: number) {
      const rec = new Recorder();
      const end = Date.now() + seconds * 1000;
      let tests = 0;
      let answers = 0;
      await Promise.all(
        cookies.map(async (cookie, i) => {
          const headers = headersFor(cookie);
          // Learners start spread over the first second, as they would.
          await new Promise((r) => setTimeout(r, (i * 1000) / cookies.length));
          while (Date.now() < end) {
            const got = (await rec.time(() => call(base, "GET", `/api/sections/${sectionId}/questions?random=true&limit=10`, headers))) as {
              questions: Question[];
            } | null;
            if (!got) continue;
            const session = (await rec.time(() =>
              call(base, "POST", "/api/test-sessions", headers, { userId: 1, sectionId, totalQuestions: got.questions.length }),
            )) as { id: string; questionIds: string[] } | null;
            if (!session) continue;
            for (const q of session.questionIds) {
              if (
                await rec.time(() =>
                  call(base, "POST", "/api/answers", headers, {
                    sessionId: session.id,
                    questionId: q,
                    selectedAnswer: answers % 4,
                    timeSpent: 9,
                  }),
                )
              )
                answers += 1;
            }
            await rec.time(() =>
              call(base, "PATCH", `/api/test-sessions/${session.id}`, headers, {
                sessionId: session.id,
                isCompleted: true,
                timeSpent: 120,
              }),
            );
            await rec.time(() => call(base, "GET", "/api/progress", headers));
            if (Date.now() < end) tests += 1;
          }
        }),
      );
      return { all: rec.result(seconds), tests, answers };
    },
  };
}
