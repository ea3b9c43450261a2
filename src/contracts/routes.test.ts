import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints";
import { routes, type RouteName } from "./routes";

const names = Object.keys(routes) as RouteName[];

describe("the route table and the endpoint table (decision 0017)", () => {
  it("name the same calls, with the same method and path", () => {
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(endpoints[name].method, name).toBe(routes[name].method);
      expect(endpoints[name].path, name).toBe(routes[name].path);
    }
  });

  it("give a body schema exactly to the calls whose route sends a body", () => {
    for (const name of names) {
      const body = (endpoints[name] as { body?: unknown }).body;
      expect(body !== undefined, name).toBe((routes[name] as { sendsBody?: true }).sendsBody === true);
    }
  });
});

/** The files the client reads at run time to make a call or show a message, and every local file they import. */
function importClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(__dirname, file), "utf8");
    for (const [, spec] of text.matchAll(/^(?:import|export) (?!type )[^;]*? from "([^"]+)";/gms)) {
      if (spec?.startsWith("./")) queue.push(`${spec.slice(2)}.ts`);
      else if (spec) seen.add(spec);
    }
  }
  return seen;
}

describe("what the client loads to make a call or show a message", () => {
  it("is free of zod, so no screen evaluates schemas for it", () => {
    const closure = [...importClosure(["routes.ts", "messages.ts"])];
    expect(closure).toContain("practice-messages.ts");
    expect(closure.filter((f) => !/^(routes|messages|[\w-]+-messages)\.ts$/.test(f))).toEqual([]);
  });

  it("(the import scan sees a schema file's zod)", () => {
    expect(importClosure(["practice.ts"])).toContain("zod");
  });
});
