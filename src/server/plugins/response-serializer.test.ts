import { ResponseSerializationError, serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "@contracts/endpoints";
import { questionsEnvelope } from "@contracts/questions";
import { compileWriter, responseSerializerCompiler } from "./response-serializer";

const route = (schema: unknown) => ({ schema, method: "GET", url: "/x", httpStatus: "200" });
const compiled = (schema: unknown) => responseSerializerCompiler(route(schema) as never) as (data: unknown) => string;
const byZod = (schema: unknown) => serializerCompiler(route(schema) as never) as (data: unknown) => string;

const question = (i: number) => ({
  id: `GS-${i}`,
  sectionId: 13,
  question: `Which "organ" ${i}?\n\u2028 é`,
  options: ["A", "B", "C", "D"],
  topic: "biology",
  difficulty: "medium",
  figure: i % 2 ? null : "<svg/>",
  figureAlt: null,
  passage: i % 3 ? null : { id: "p1", title: "T", text: "Text", extra: "left out" },
  correctIndex: 2,
  explanation: "never sent",
});

describe("the compiled response serializer", () => {
  it("writes exactly what zod's encoding writes for the questions envelope, leaving the key out", () => {
    expect(compileWriter(questionsEnvelope)).not.toBeNull();
    const data = { questions: Array.from({ length: 10 }, (_, i) => question(i)), served: "x" };
    const out = compiled(questionsEnvelope)(data);
    expect(out).toBe(byZod(questionsEnvelope)(data));
    expect(out).not.toContain("correctIndex");
    expect(out).not.toContain("never sent");
    expect(out).not.toContain("left out");
  });

  it("omits optional keys left undefined and keeps nulls, as zod does", () => {
    const schema = z.object({ a: z.number().int(), b: z.string().nullable(), c: z.array(z.boolean()).optional(), d: z.literal("k") });
    for (const data of [
      { a: 1, b: null, d: "k" },
      { a: -0, b: "x", c: [true, false], d: "k" },
      { a: 2, b: "y", c: undefined, d: "k", z: 1 },
    ])
      expect(compiled(schema)(data)).toBe(byZod(schema)(data));
  });

  it("refuses a value of the wrong type, as zod does (the reply becomes a 500)", () => {
    const schema = z.object({ n: z.number().int(), s: z.enum(["a", "b"]), o: z.object({ x: z.string() }).nullable() });
    const good = { n: 1, s: "a", o: { x: "y" } };
    expect(compiled(schema)(good)).toBe(byZod(schema)(good));
    for (const bad of [
      { ...good, n: 1.5 },
      { ...good, n: Number.NaN },
      { ...good, n: "1" },
      { ...good, s: "c" },
      { ...good, o: undefined },
      { ...good, o: { x: 1 } },
      null,
      [good],
    ]) {
      expect(() => byZod(schema)(bad)).toThrow();
      let thrown: unknown;
      try {
        compiled(schema)(bad);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(ResponseSerializationError);
      expect(String((thrown as Error).cause)).toMatch(/expected/);
    }
  });

  it("leaves a schema with checks, defaults, unions or dates to zod, whole", () => {
    for (const schema of [
      z.object({ s: z.string().min(2) }),
      z.object({ d: z.date() }),
      z.object({ u: z.union([z.string(), z.number()]) }),
      z.object({ n: z.number().default(1) }),
      z.object({ a: z.string() }).passthrough(),
    ])
      expect(compileWriter(schema)).toBeNull();
    const dated = z.object({ at: z.date() });
    const data = { at: new Date("2026-11-29T12:00:00Z") };
    expect(compiled(dated)(data)).toBe(byZod(dated)(data));
  });

  it("covers the hot path's replies: questions, an answer (practice or adaptive), a session, progress, the user", () => {
    for (const name of ["practiceQuestions", "answer", "createSession", "updateSession", "progress", "currentUser"] as const)
      expect(compileWriter(endpoints[name].response as never), name).not.toBeNull();
  });
});
