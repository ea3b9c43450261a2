import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * postgres.js keeps its connections and waiting queries in a queue whose array never shrank while the pool stayed
 * busy: every `shift` left a hole, every `push` grew it, and every move of a connection searched it whole. Under the
 * 200-learner run the server spent more time in that search the longer the run lasted (patches/postgres+3.4.9.patch,
 * applied by `postinstall`; decision 15). These tests run the installed queue.
 */
// The package exports no subpaths: its root is two folders above the CommonJS entry (cjs/src/index.js).
const packageDir = join(dirname(createRequire(import.meta.url).resolve("postgres")), "..", "..");
const queueFile = join(packageDir, "src", "queue.js");
type Queue<T> = { length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };
const load = async () => (await import(pathToFileURL(queueFile).href)).default as <T>() => Queue<T>;

describe("postgres.js queue (patched)", () => {
  it("is the patched file: searches only the live part and compacts", () => {
    const text = readFileSync(queueFile, "utf8");
    expect(text).toContain("xs.indexOf(x, index)");
    expect(text).toContain("xs = xs.slice(index)");
  });

  it("stays first in, first out through compaction, with removal anywhere", async () => {
    const Queue = await load();
    const q = Queue<number>();
    const model: number[] = [];
    let next = 0;
    // Always a few waiting, so the queue never empties (the case that grew without end).
    for (let round = 0; round < 5000; round++) {
      for (let i = 0; i < 3; i++) model.push(q.push(next++));
      expect(q.shift()).toBe(model.shift());
      expect(q.shift()).toBe(model.shift());
      if (round % 7 === 0 && model.length > 1) {
        const victim = model[model.length - 2] as number;
        expect(q.remove(victim)).toBe(victim);
        model.splice(model.length - 2, 1);
      }
      expect(q.remove(-1)).toBeNull();
      expect(q.length).toBe(model.length);
    }
    while (model.length > 0) expect(q.shift()).toBe(model.shift());
    expect(q.length).toBe(0);
  });
});
