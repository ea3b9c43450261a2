/**
 * Load for bench:api that needs each reply before the next request (an adaptive test's next item, a practice
 * session's questions). It runs on autocannon, the client that measures the ceilings: a request sequence per
 * connection whose replies fill the next request. A hand-written keep-alive loop on node:http did the same work
 * at 0.16–0.23 ms of this process's CPU per request against autocannon's 0.04–0.06, and on a 2-core machine the
 * load generator's CPU is taken from the server and PostgreSQL it measures: the routes timed this way were charged
 * for their client, the ceilings were not.
 */
import autocannon, { type Request, type Result } from "autocannon";

export interface Timing {
  count: number;
  errors: number;
  rate: number;
  p50: number;
  p99: number;
}

type Question = { id: string };
/** What a connection's sequence carries from one reply to the next request (autocannon resets it each round). */
interface Context {
  cookie?: string;
  sessionId?: string;
  question?: Question;
  questionIds?: string[];
  count?: number;
}

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const errorsOf = (r: Result) => r.errors + r.timeouts + (r.non2xx ?? 0);

function parse(body: string): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

export function loadFor(base: string, headersFor: (cookie: string) => Record<string, string>) {
  /** Learners in turn: each new sequence (a test, a practice round) takes the next learner. */
  function learnerPicker(cookies: readonly string[]) {
    let next = 0;
    return () => cookies[next++ % cookies.length] as string;
  }
  const post = (req: Request, context: Context, path: string, body: unknown): Request => ({
    ...req,
    method: "POST",
    path,
    headers: headersFor(context.cookie ?? ""),
    body: JSON.stringify(body),
  });

  return {
    /**
     * Each connection takes 10-item adaptive tests back to back: start, then each answer with the item the last
     * reply served. The rate counts answers only; latencies are those of every request (starts included).
     */
    async adaptive(cookies: readonly string[], sectionId: number, seconds: number): Promise<Timing> {
      const pick = learnerPicker(cookies);
      let answers = 0;
      let n = 0;
      const answer: autocannon.Request = {
        setupRequest: (req, context: Context) => {
          const q = context.question;
          // The test ended (or a reply was refused): start the next one.
          if (!q) return null as unknown as Request;
          return post(req, context, "/api/answers", {
            sessionId: context.sessionId,
            questionId: q.id,
            selectedAnswer: n++ % 4,
            timeSpent: 5,
          });
        },
        onResponse: (status, body, context: Context) => {
          if (status === 200) answers += 1;
          const reply = status === 200 ? (parse(body) as { adaptive?: { nextQuestion: Question | null } } | null) : null;
          context.question = reply?.adaptive?.nextQuestion ?? undefined;
        },
      };
      const result = await run({
        url: base,
        connections: cookies.length,
        duration: seconds,
        requests: [
          {
            setupRequest: (req, context: Context) => {
              context.cookie = pick();
              return post(req, context, "/api/test-sessions", { sectionId, totalQuestions: 10, isAdaptive: true });
            },
            onResponse: (status, body, context: Context) => {
              const session = status === 201 ? (parse(body) as { id: string; questions: Question[] } | null) : null;
              if (!session) console.error(`adaptive start refused: ${status} ${body.slice(0, 200)}`);
              context.sessionId = session?.id;
              context.question = session?.questions?.[0];
            },
          },
          ...Array.from({ length: 10 }, () => answer),
        ],
      });
      return { count: answers, errors: errorsOf(result), rate: answers / seconds, p50: result.latency.p50, p99: result.latency.p99 };
    },

    /** Every connection is a learner repeating the spec's practice sequence; every request is timed. */
    async learners(cookies: readonly string[], sectionId: number, seconds: number) {
      const pick = learnerPicker(cookies);
      let tests = 0;
      let answers = 0;
      const end = Date.now() + seconds * 1000;
      const answer = (i: number): autocannon.Request => ({
        setupRequest: (req, context: Context) => {
          const ids = context.questionIds;
          if (!ids?.[i]) return null as unknown as Request;
          return post(req, context, "/api/answers", {
            sessionId: context.sessionId,
            questionId: ids[i],
            selectedAnswer: answers % 4,
            timeSpent: 9,
          });
        },
        onResponse: (status) => {
          if (status === 200) answers += 1;
        },
      });
      const result = await run({
        url: base,
        connections: cookies.length,
        duration: seconds,
        requests: [
          {
            setupRequest: (req, context: Context) => {
              context.cookie = pick();
              return {
                ...req,
                method: "GET",
                path: `/api/sections/${sectionId}/questions?random=true&limit=10`,
                headers: { cookie: context.cookie ?? "" },
              };
            },
            onResponse: (status, body, context: Context) => {
              const got = status === 200 ? (parse(body) as { questions: Question[] } | null) : null;
              context.count = got?.questions.length;
            },
          },
          {
            setupRequest: (req, context: Context) => {
              if (!context.count) return null as unknown as Request;
              return post(req, context, "/api/test-sessions", { userId: 1, sectionId, totalQuestions: context.count });
            },
            onResponse: (status, body, context: Context) => {
              const session = status === 201 ? (parse(body) as { id: string; questionIds: string[] } | null) : null;
              context.sessionId = session?.id;
              context.questionIds = session?.questionIds;
            },
          },
          ...Array.from({ length: 10 }, (_, i) => answer(i)),
          {
            setupRequest: (req, context: Context) => {
              if (!context.sessionId) return null as unknown as Request;
              return {
                ...req,
                method: "PATCH",
                path: `/api/test-sessions/${context.sessionId}`,
                headers: headersFor(context.cookie ?? ""),
                body: JSON.stringify({ sessionId: context.sessionId, isCompleted: true, timeSpent: 120 }),
              };
            },
          },
          {
            setupRequest: (req, context: Context) => ({
              ...req,
              method: "GET",
              path: "/api/progress",
              headers: { cookie: context.cookie ?? "" },
            }),
            onResponse: (status) => {
              if (status === 200 && Date.now() < end) tests += 1;
            },
          },
        ],
      });
      const all: Timing = {
        count: result.requests.total,
        errors: errorsOf(result),
        rate: result.requests.total / seconds,
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
      return { all, tests, answers };
    },
  };
}
