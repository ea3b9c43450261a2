import AxeBuilder from "@axe-core/playwright";
import { expect, signUp, test } from "./fixtures";

test("changing the target branch shows focus areas and career cards", async ({ page }) => {
  await signUp(page);
  await expect(page.getByTestId("branch-focus")).toHaveCount(0);
  await page.getByTestId("branch-navy").click();
  await expect(page.getByTestId("toast")).toContainText("Target branch updated");
  await expect(page.getByTestId("branch-navy")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "U.S. Navy Focus Areas" })).toBeVisible();
  await expect(page.getByTestId("career-technical")).toContainText("Needs Work");
  await page.reload();
  await expect(page.getByText("Target: U.S. Navy")).toBeVisible();
});

test("SAT without bridge access opens the unlock dialog and keeps ASVAB", async ({ page }) => {
  await signUp(page);
  await page.getByRole("button", { name: /^SAT/ }).click();
  await expect(page.getByRole("dialog", { name: "Unlock SAT & ACT prep" })).toBeVisible();
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("button", { name: "ASVAB", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("the demo learner's dashboard is computed from their history", async ({ page }) => {
  await page.goto("/api/test-login");
  await expect(page.getByTestId("mission-progress")).toContainText("% average");
  await expect(page.getByTestId("improvement")).toContainText("pts");
  await expect(page.getByTestId("needs-attention")).toContainText("Mathematics Knowledge");
  await expect(page.getByTestId("strengths")).toContainText("General Science");
});

test("the navigation bar compacts once the page is scrolled past 50 px, and grows back at the top", async ({ page }) => {
  await page.goto("/api/test-login");
  await expect(page.getByTestId("mission-progress")).toBeVisible();
  const bar = page.locator("header[data-scrolled]");
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(bar).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute("data-scrolled", "false");
});

test.describe("accessibility", () => {
  const serious = (violations: { impact?: string | null; id: string }[]) =>
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

  test("landing and auth pages have no serious or critical axe violations", async ({ page }) => {
    for (const path of ["/", "/auth", "/auth?tab=signup"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const result = await new AxeBuilder({ page }).analyze();
      expect(serious(result.violations), path).toEqual([]);
    }
  });

  test("the dashboard has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/api/test-login");
    await expect(page.getByTestId("career-opportunities")).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    expect(serious(result.violations)).toEqual([]);
  });
});
