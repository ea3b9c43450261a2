import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

// Ten subtests on a shortened clock (?timeScale, honoured only with TEST_HOOKS) still take about a minute of waiting.
test.describe.configure({ timeout: 240_000 });

const SUBTESTS = [
  "General Science",
  "Arithmetic Reasoning",
  "Word Knowledge",
  "Paragraph Comprehension",
  "Mathematics Knowledge",
  "Electronics Information",
  "Auto Information",
  "Shop Information",
  "Mechanical Comprehension",
  "Assembling Objects",
];

async function answer(page: Page, option: number) {
  const counter = await page.getByTestId("question-counter").textContent();
  await page.getByTestId(`option-${option}`).click();
  await page.getByTestId("submit-answer").click();
  // The next question replaces this one (or the subtest ends).
  await expect(
    page.getByTestId("question-counter").or(page.getByTestId("next-subtest")).or(page.getByTestId("afqt-percentile")),
  ).not.toHaveText(counter ?? "");
}

test("a full simulated ASVAB: ten subtests in order, a reload mid-subtest, time-outs, results, history", async ({ page }) => {
  await signUp(page);
  await page.goto("/full-test?timeScale=0.01");
  await expect(page.getByRole("heading", { name: "Full ASVAB Simulation" })).toBeVisible();
  await expect(page.getByTestId("subtest-GS")).toContainText("15 questions");
  await page.getByTestId("start-full-test").click();

  for (let i = 0; i < SUBTESTS.length; i++) {
    await expect(page.getByTestId("next-subtest")).toHaveText(`Subtest ${i + 1}: ${SUBTESTS[i]}`);
    await page.getByTestId("start-subtest").click();
    await expect(page.getByText(`Subtest ${i + 1} of 10: ${SUBTESTS[i]}`)).toBeVisible();
    await expect(page.getByTestId("question-counter")).toHaveText(/^Question 1 of (10|15)$/);
    await answer(page, 0);
    if (i === 0) {
      // A reload mid-subtest comes back to the same place with the clock still running on the server.
      await expect(page.getByTestId("question-counter")).toHaveText("Question 2 of 15");
      await page.reload();
      await expect(page.getByTestId("question-counter")).toHaveText("Question 2 of 15");
      await expect(page.getByTestId("subtest-timer")).toBeVisible();
    }
    await answer(page, 1);
    // The rest of the subtest runs out of time and is scored as guesses.
    const after = i === SUBTESTS.length - 1 ? page.getByTestId("afqt-percentile") : page.getByTestId("next-subtest");
    await expect(after).toBeVisible({ timeout: 45_000 });
    if (i < SUBTESTS.length - 1)
      await expect(page.getByTestId(`subtest-${["GS", "AR", "WK", "PC", "MK", "EI", "AI", "SI", "MC", "AO"][i]}`)).toHaveAttribute(
        "data-status",
        "done",
      );
  }

  await expect(page.getByRole("heading", { name: "Your Full Test Results" })).toBeVisible();
  await expect(page.getByTestId("estimate-note")).toContainText("This is an estimate");
  const percentile = Number(await page.getByTestId("afqt-percentile").textContent());
  expect(percentile).toBeGreaterThanOrEqual(1);
  expect(percentile).toBeLessThanOrEqual(99);
  await expect(page.getByTestId("afqt-category")).toHaveText(/^Category (I|II|IIIA|IIIB|IVA|IVB|IVC|V)$/);
  await expect(page.getByTestId("standard-scores").locator("li")).toHaveCount(12);
  await expect(page.getByTestId("composites-army")).toContainText("GT General Technical");
  await expect(page.getByTestId("jobs-open-army")).toHaveText(/^\d+ of 48 jobs open$/);
  await page.getByRole("tab", { name: "Navy" }).first().click();
  await expect(page.getByTestId("composites-navy")).toContainText("NUC");

  // The test is in the history, and opening it shows the same results.
  await page.goto("/full-test");
  await expect(page.getByTestId("full-test-history")).toContainText(`AFQT ${percentile}`);
  await page.getByTestId("full-test-history").getByRole("link").first().click();
  await expect(page.getByTestId("afqt-percentile")).toHaveText(String(percentile));

  // The dashboard and analytics take the AFQT estimate from the full test now, and say so.
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard-afqt")).toContainText(String(percentile));
  await expect(page.getByTestId("dashboard-afqt")).toContainText("From your full test on");
  await page.goto("/analytics");
  await expect(page.getByTestId("stat-afqt-value")).toHaveText(new RegExp(`^${percentile}( / \\d+)?$`));
  await expect(page.getByTestId("afqt-source")).toContainText("From your full test on");
  await expect(page.getByTestId("recent-sessions")).toContainText("Full test");
});
