import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, signIn, signUp, test, uniqueUsername } from "./fixtures";

/** Exports the PDF, waits for the download the page starts, and returns the file's text (read by a PDF parser). */
async function exportPdfText(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId("export-pdf").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^budget-.*\.pdf$/);
  await expect(page.getByTestId("toast").getByText("PDF Generated")).toBeVisible();
  const bytes = await readFile((await file.path())!);
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

test("a free learner gets E-1 to E-3 and the Army, the upsell, and can save a scenario", async ({ page }) => {
  await signUp(page);
  await page.goto("/budget-simulator");
  await expect(page.getByRole("heading", { name: "Pay & Budget Simulator" })).toBeVisible();

  const grade = page.getByLabel("Pay grade");
  await expect(grade.locator("option[value='E-3']")).toBeEnabled();
  await expect(grade.locator("option[value='E-4']")).toBeDisabled();
  await expect(grade.locator("option[value='O-3']")).toBeDisabled();
  const branch = page.getByLabel("Branch");
  await expect(branch.locator("option[value='army']")).toBeEnabled();
  await expect(branch.locator("option[value='navy']")).toBeDisabled();
  await expect(page.getByTestId("budget-upsell").getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
    "href",
    "/subscription",
  );

  // E-1 under two years in a no-income-tax state, TSP 5%: the domain's hand-worked example.
  await page.getByLabel("State of legal residence").selectOption("TX");
  await expect(page.getByTestId("net-pay")).toContainText("$2,485.12");
  await expect(page.getByText("Estimate · 2026 rates").first()).toBeVisible();

  const name = uniqueUsername("first-year");
  await page.getByLabel("Scenario name").fill(name);
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.getByTestId("toast").getByText("Budget Saved")).toBeVisible();
  await expect(page.getByTestId("saved-scenario").filter({ hasText: name })).toContainText("$2,485.12");

  // Free plan: the PDF is made (in the background) and carries the watermark.
  const text = await exportPdfText(page);
  expect(text).toContain("Military pay & budget estimate");
  expect(text).toContain("FREE PLAN - ASVAB Prep");
});

test("a premium learner uses every grade, saves two scenarios and compares them", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025"); // the demo admin is on the annual plan
  await page.goto("/budget-simulator");
  await expect(page.getByTestId("budget-upsell")).toHaveCount(0);
  await expect(page.getByLabel("Pay grade").locator("option[value='O-10']")).toBeEnabled();
  await expect(page.getByLabel("Branch").locator("option[value='space_force']")).toBeEnabled();

  const now = uniqueUsername("E-3 now");
  await page.getByLabel("Pay grade").selectOption("E-3");
  await page.getByLabel("Scenario name").fill(now);
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.getByTestId("toast").getByText("Budget Saved")).toBeVisible();

  const later = uniqueUsername("E-5 in four years");
  await page.getByLabel("Pay grade").selectOption("E-5");
  await page.getByLabel("Branch").selectOption("navy");
  await page.getByLabel("Years of service").fill("4");
  await expect(page.getByText("4 years", { exact: true })).toBeVisible();
  await page.getByLabel("Scenario name").fill(later);
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.getByTestId("saved-scenario").filter({ hasText: later })).toBeVisible();

  await page.getByTestId("saved-scenario").filter({ hasText: now }).getByRole("checkbox").check();
  await page.getByTestId("saved-scenario").filter({ hasText: later }).getByRole("checkbox").check();
  const compare = page.getByTestId("compare");
  await expect(compare.getByRole("columnheader", { name: now })).toBeVisible();
  await expect(compare.getByRole("columnheader", { name: later })).toBeVisible();
  // E-5 over 4 years: 3,946.80 basic pay; E-3 under 2: 2,836.80.
  await expect(compare.getByRole("row", { name: /Basic pay/ })).toContainText("$2,836.80");
  await expect(compare.getByRole("row", { name: /Basic pay/ })).toContainText("$3,946.80");
  await expect(compare.getByRole("row", { name: /Basic pay/ })).toContainText("+$1,110.00");

  // A paid plan's PDF is clean.
  const text = await exportPdfText(page);
  expect(text).toContain("$3,946.80");
  expect(text).not.toContain("FREE PLAN");
});
