import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it("is live at once and ready once the start-up warm-up (OCR workers, the scanner's bank index) has finished", async () => {
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  expect((await fetch(`${address}/api/health`)).status).toBe(200);
  const first = await fetch(`${address}/api/health/ready`);
  // Right after listening the warm-up is still running: not ready yet, and the reply says when to ask again.
  expect(first.status).toBe(503);
  expect(first.headers.get("retry-after")).toBe("2");
  expect(await first.json()).toEqual({ status: "warming" });
  const deadline = Date.now() + 90_000;
  let ready = first;
  while (ready.status !== 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    ready = await fetch(`${address}/api/health/ready`);
  }
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
}, 120_000);
