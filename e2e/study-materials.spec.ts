import { expect, signUp, test } from "./fixtures";

test("study materials: grouped by section, filtered by tab, expandable, linked to practice", async ({ page }) => {
  await signUp(page);
  await page.goto("/study-materials");
  await expect(page.getByRole("heading", { level: 1, name: "Study Materials" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "All Materials" })).toHaveAttribute("aria-selected", "true");
  const groups = page.getByTestId("material-group");
  await expect(groups).toHaveCount(10);
  await expect(groups.first().getByRole("heading", { level: 2 })).toHaveText("General Science");
  await expect(page.getByTestId("material-card")).toHaveCount(30);

  for (const [tab, badge] of [
    ["Study Guides", "Study Guide"],
    ["Formulas", "Formulas"],
    ["Vocabulary", "Vocabulary"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByTestId("material-card")).toHaveCount(10);
    await expect(panel.getByText(badge, { exact: true })).toHaveCount(10);
  }

  await page.getByRole("tab", { name: "All Materials" }).click();
  const first = page.getByTestId("material-card").first();
  const preview = (await first.locator("p").first().textContent()) ?? "";
  expect(preview.length).toBeLessThanOrEqual(151);
  expect(preview.endsWith("…")).toBe(true);
  await first.getByRole("button", { name: /Read more of/ }).click();
  await expect(first.getByRole("button", { name: /Show less of/ })).toHaveText("Show Less");
  await expect(first.getByRole("heading", { level: 3 }).nth(1)).toBeVisible();
  await first.getByRole("button", { name: /Show less of/ }).click();
  await expect(first.getByRole("button", { name: /Read more of/ })).toBeVisible();

  await expect(page.getByText("Sponsored").first()).toBeVisible();
  await page.getByRole("link", { name: "Start practice" }).first().click();
  await expect(page).toHaveURL(/\/practice\/13$/);
});

test("/study shows the same library", async ({ page }) => {
  await signUp(page);
  await page.goto("/study");
  await expect(page.getByTestId("material-group")).toHaveCount(10);
});
