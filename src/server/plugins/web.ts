import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix primitives and Recharts set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

export function registerSecurityHeaders(app: FastifyInstance): void {
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
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if ((request.method !== "GET" && request.method !== "HEAD") || request.url.startsWith("/api/")) return false;
    // A missing file (an old hashed asset, a typo) is a 404, not the app's HTML under a .js name.
    if (/\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return false;
    void reply.header("Cache-Control", "no-cache").sendFile("index.html");
    return true;
  };
}
