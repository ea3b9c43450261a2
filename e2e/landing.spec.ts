import { expect, test } from "./fixtures";

// Decision 0020: the prerendered landing page is static HTML plus one small island script, not the hydrated app.

test("the landing page runs its island script only, points the start buttons at the demo, and its links open the app", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AFQT");
  // Demo mode (the embedded database): every start button leads to the one-click demo sign-in.
  const start = page.locator("a[data-start]");
  await expect(start).toHaveCount(3);
  for (const a of await start.all()) await expect(a).toHaveAttribute("href", "/api/test-login");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => /\/assets\/static-island-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/assets\/(index|vendor)-/.test(s))).toEqual([]);

  await page.getByRole("link", { name: "Create free account" }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
});

test("a visitor who chose Spanish gets the landing page in Spanish", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "es"));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Alcanza la puntuación AFQT/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
