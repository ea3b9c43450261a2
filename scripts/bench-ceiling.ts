/**
 * The ceilings bench:api compares the app with: the least work each kind of request needs, on the same
 * PostgreSQL, with the same driver (postgres.js), the same pool size and the same web framework, no more.
 *   GET  /random  — 10 random rows of a 2,000-row table (the practice questions a learner is served)
 *   POST /answer  — one indexed SELECT (the key) and one INSERT (the answer)
 * Run by scripts/bench-api.ts as a child process: CEILING_DATABASE_URL, CEILING_PORT, CEILING_POOL.
 */
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import postgres from "postgres";

const sql = postgres(process.env.CEILING_DATABASE_URL as string, { max: Number(process.env.CEILING_POOL ?? 10), onnotice: () => {} });
const app = Fastify();

app.get("/random", async () => ({
  questions: await sql`select id, stem as question, options, topic, difficulty, figure, figure_alt as "figureAlt"
                         from ceiling_items order by random() limit 10`,
}));

app.post<{ Body: { questionId: string; selectedAnswer: number | null } }>("/answer", async (request) => {
  const [key] = await sql`select correct_index, explanation from ceiling_items where id = ${request.body.questionId}`;
  const isCorrect = key !== undefined && key.correct_index === request.body.selectedAnswer;
  const id = randomUUID();
  await sql`insert into ceiling_answers (id, question_id, selected_answer, is_correct) values (${id}, ${request.body.questionId}, ${request.body.selectedAnswer}, ${isCorrect})`;
  return { id, correct: isCorrect, correctAnswer: key?.correct_index ?? -1, explanation: key?.explanation ?? "" };
});

await app.listen({ port: Number(process.env.CEILING_PORT), host: "127.0.0.1" });
process.once(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => sql.end({ timeout: 1 }))
      .then(() => process.exit(0)),
);
