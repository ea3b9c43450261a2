import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "@server/plugins/web";
import { precompressDir } from "../precompress";

const SCRIPT = `export const words = ${JSON.stringify("practice makes perfect ".repeat(400))};\n`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "web-static-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><body><div id="root"></div>${"<!-- shell -->".repeat(200)}</body></html>`);
  writeFileSync(join(dir, "assets", "main-abc123.js"), SCRIPT);
  mkdirSync(join(dir, "prerendered", "blog"), { recursive: true });
  writeFileSync(join(dir, "prerendered", "index.html"), "<h1>landing</h1>");
  writeFileSync(join(dir, "prerendered", "blog.html"), "<h1>blog</h1>");
  writeFileSync(join(dir, "prerendered", "blog", "first-post.html"), "<h1>first post</h1>");
  mkdirSync(join(dir, "shells"));
  writeFileSync(join(dir, "shells", "practice.html"), '<link rel="modulepreload" href="/assets/practice-1.js"><div id="root"></div>');
  writeFileSync(join(dir, "shells", "shells.json"), JSON.stringify([{ pattern: "^\\/practice(\\/|$)", file: "shells/practice.html" }]));
  expect(precompressDir(dir)).toBe(2);
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  const fallback = await registerWebApp(app, dir);
  app.setNotFoundHandler((request, reply) => {
    if (!fallback?.(request, reply)) void reply.code(404).send({ message: "Not found" });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("static web client", () => {
  it("sends hashed assets as brotli, gzip or plain by Accept-Encoding, cached for a year", async () => {
    const br = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers browser routes with index.html, compressed and never cached", async () => {
    const res = await app.inject({ url: "/blog/some-article", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the prerendered page to a visitor without a session, and the app shell to one with a session", async () => {
    for (const [url, h1] of [
      ["/", "landing"],
      ["/blog", "blog"],
      ["/blog/", "blog"],
      ["/blog/first-post?ref=mail", "first post"],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.body, url).toBe(`<h1>${h1}</h1>`);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    const signedIn = await app.inject({ url: "/blog/first-post", cookies: { sid: "some-session" } });
    expect(signedIn.body).toContain('<div id="root"></div>');
    // Paths without a prerendered page (an unknown article, the app's own screens) get the shell too.
    expect((await app.inject({ url: "/blog/not-written-yet" })).body).toContain('<div id="root"></div>');
    expect((await app.inject({ url: "/dashboard" })).body).toContain('<div id="root"></div>');
  });

  it("sends a browser with a session the shell of the path's screen, which preloads its code; others index.html", async () => {
    const signedIn = await app.inject({ url: "/practice/13", cookies: { sid: "some-session" } });
    expect(signedIn.body).toContain('<link rel="modulepreload" href="/assets/practice-1.js">');
    expect(signedIn.headers["cache-control"]).toBe("no-cache");
    expect(signedIn.headers.vary).toMatch(/cookie/i);
    expect((await app.inject({ url: "/practice", cookies: { sid: "some-session" } })).body).toContain("practice-1.js");
    // No session: index.html (the visitor is sent to sign in); a path no shell covers: index.html too.
    expect((await app.inject({ url: "/practice/13" })).body).not.toContain("practice-1.js");
    expect((await app.inject({ url: "/practiced", cookies: { sid: "some-session" } })).body).not.toContain("practice-1.js");
  });

  it("keeps a missing asset a 404", async () => {
    const res = await app.inject({ url: "/assets/gone-000000.js" });
    expect(res.statusCode).toBe(404);
  });
});
