import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session";

/** Stripe.js and its Payment Element, allowed only when Stripe is the payment provider (the sandbox needs none). */
const STRIPE_SOURCES = {
  script: "https://js.stripe.com https://*.js.stripe.com",
  frame: "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  connect: "https://api.stripe.com",
};

const contentSecurityPolicy = (stripe: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self'${stripe ? ` ${STRIPE_SOURCES.script}` : ""}`,
    // Radix primitives and Recharts set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe ? ` ${STRIPE_SOURCES.connect}` : ""}`,
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame}`] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");

export function registerSecurityHeaders(app: FastifyInstance, options: { stripe?: boolean } = {}): void {
  const CONTENT_SECURITY_POLICY = contentSecurityPolicy(options.stripe ?? false);
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=15552000");
    if (!request.url.startsWith("/api/")) reply.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    else reply.header("Cache-Control", "no-store");
  });
}

/**
 * Serves the built client, brotli or gzip as precompressed at build. Hashed assets are cached for a year; every other browser route gets index.html
 * (never cached) so the client router decides what to show. Returns the fallback for the 404 handler.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  const index = resolve(root, "index.html");
  if (!existsSync(index)) {
    app.log.warn({ root }, "no built web client found; run `npm run build` (API only)");
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (precompress.ts); the variant follows Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${resolve(root, "assets")}`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const prerendered = prerenderedPages(root);
  const shellOf = screenShells(root);
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if ((request.method !== "GET" && request.method !== "HEAD") || request.url.startsWith("/api/")) return false;
    const path = request.url.split("?")[0] ?? "";
    // A missing file (an old hashed asset, a typo) is a 404, not the app's HTML under a .js name.
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    // Public pages arrive as HTML for visitors without a session (and search engines); anyone with a session
    // cookie gets the app shell, whose router shows them their own screens at the same paths: the shell of the
    // path's screen, which preloads that screen's code (src/web/app/screen-paths.ts), else index.html.
    const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
    const page = signedIn ? shellOf(path) : prerendered.get(path.replace(/(.)\/$/, "$1"));
    void reply
      .header("Cache-Control", "no-cache")
      .header("Vary", "Cookie, Accept-Encoding")
      .sendFile(page ?? "index.html");
    return true;
  };
}

/**
 * URL path → the screen shell the build wrote for it (screen-shells.ts: index.html plus the screen's preloads), or
 * undefined (index.html) for a path no shell covers or a build without shells.
 */
function screenShells(root: string): (path: string) => string | undefined {
  const index = join(root, "shells", "shells.json");
  if (!existsSync(index)) return () => undefined;
  const entries = (JSON.parse(readFileSync(index, "utf8")) as { pattern: string; file: string }[]).map(
    ({ pattern, file }) => [new RegExp(pattern), file] as const,
  );
  return (path) => entries.find(([pattern]) => pattern.test(path))?.[1];
}

/** URL path → file under root for the pages the build prerendered (prerender-pages.ts writes them). */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(root, "prerendered");
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const name = entry.slice(0, -".html".length).split("\\").join("/");
    pages.set(name === "index" ? "/" : `/${name}`, `prerendered/${entry}`);
  }
  return pages;
}
