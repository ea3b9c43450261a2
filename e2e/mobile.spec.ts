import { expect, signUp, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 800 } });

test("the mobile drawer groups the entries and signs out", async ({ page }) => {
  const { username } = await signUp(page);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByTestId("mobile-drawer");
  await expect(drawer).toContainText(username);
  await expect(drawer).toContainText("Free plan");
  for (const group of ["Featured", "Main", "Resources", "Premium"]) {
    await expect(drawer.getByRole("heading", { name: group })).toBeVisible();
  }
  await expect(drawer.getByText("NEW").first()).toBeVisible();
  await drawer.getByRole("link", { name: "Practice", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Practice Tests" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByTestId("mobile-drawer").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AFQT");
});

test("no horizontal scrolling at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/", "/auth"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto("/api/test-login");
  await expect(page.getByTestId("dashboard")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
