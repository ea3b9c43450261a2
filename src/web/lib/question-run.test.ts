import { describe, expect, it } from "vitest";
import { initialRun, runProgress, runReducer, type RunState } from "./question-run";

type R = { selected: number | null };
const start = (count = 3): RunState<R> => initialRun<R>(count);

describe("runReducer", () => {
  it("starts at the first question with no answers", () => {
    expect(start()).toEqual({ index: 0, count: 3, answers: {} });
  });

  it("moves next and previous without leaving the run", () => {
    let s = start();
    s = runReducer(s, { type: "previous" });
    expect(s.index).toBe(0);
    s = runReducer(runReducer(runReducer(s, { type: "next" }), { type: "next" }), { type: "next" });
    expect(s.index).toBe(2);
    s = runReducer(s, { type: "previous" });
    expect(s.index).toBe(1);
  });

  it("clamps goTo to the questions that exist", () => {
    expect(runReducer(start(), { type: "goTo", index: 7 }).index).toBe(2);
    expect(runReducer(start(), { type: "goTo", index: -4 }).index).toBe(0);
    expect(runReducer(start(), { type: "goTo", index: 1 }).index).toBe(1);
  });

  it("keeps the first answer to a question and ignores a second", () => {
    let s = runReducer(start(), { type: "answer", questionId: "q1", result: { selected: 2 } });
    const again = runReducer(s, { type: "answer", questionId: "q1", result: { selected: 0 } });
    expect(again).toBe(s);
    s = runReducer(s, { type: "answer", questionId: "q2", result: { selected: null } });
    expect(s.answers).toEqual({ q1: { selected: 2 }, q2: { selected: null } });
  });

  it("keeps answers when moving back, so an earlier answer is shown again", () => {
    let s = runReducer(start(), { type: "answer", questionId: "q1", result: { selected: 1 } });
    s = runReducer(runReducer(s, { type: "next" }), { type: "previous" });
    expect(s.answers.q1).toEqual({ selected: 1 });
  });

  it("reset starts a fresh run of a new length", () => {
    const s = runReducer(runReducer(start(), { type: "next" }), { type: "answer", questionId: "q", result: { selected: 0 } });
    expect(runReducer(s, { type: "reset", count: 5 })).toEqual({ index: 0, count: 5, answers: {} });
  });
});

describe("runProgress", () => {
  it("counts answers and never reports more than 100%", () => {
    let s = start(2);
    expect(runProgress(s)).toEqual({ answered: 0, percent: 0 });
    s = runReducer(s, { type: "answer", questionId: "a", result: { selected: 0 } });
    expect(runProgress(s)).toEqual({ answered: 1, percent: 50 });
    s = runReducer(s, { type: "answer", questionId: "b", result: { selected: 0 } });
    s = runReducer(s, { type: "answer", questionId: "c", result: { selected: 0 } });
    expect(runProgress(s).percent).toBe(100);
  });

  it("is 0% for an empty run", () => expect(runProgress(start(0)).percent).toBe(0));

  it("starts a restored run where it stood, with its answers (first answer still stands)", () => {
    const s = initialRun<R>(3, { index: 2, answers: { a: { selected: 1 } } });
    expect(s).toEqual({ index: 2, count: 3, answers: { a: { selected: 1 } } });
    expect(runReducer(s, { type: "answer", questionId: "a", result: { selected: 3 } })).toBe(s);
    expect(initialRun<R>(3, { index: 9, answers: {} }).index).toBe(2);
  });
});
