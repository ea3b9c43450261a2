import { expect, signUp, test } from "./fixtures";

test("the app is installable: a manifest with icons and a service worker", async ({ page, request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "ASVAB Prep", display: "standalone", start_url: "/dashboard" });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  await page.goto("/");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test("opening a section caches it for offline use, and the app opens with no network", async ({ page, context }) => {
  await signUp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto("/practice/13");
  await expect(page.getByTestId("question-counter")).toBeVisible();
  // A free plan caches a day's allowance: 10 questions.
  await expect(page.getByTestId("connection-badge")).toContainText("10");
  await page.getByTestId("connection-badge").click();
  await expect(page.getByTestId("connection-details")).toContainText("10 questions cached for offline practice");
  await page.keyboard.press("Escape");

  await context.setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByTestId("connection-badge")).toContainText("Offline Mode");
  await expect(page.getByRole("link", { name: "ASVAB Prep" })).toBeVisible();
  await context.setOffline(false);
});
