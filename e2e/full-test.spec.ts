import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

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

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

const CODES = ["GS", "AR", "WK", "PC", "MK", "EI", "AI", "SI", "MC", "AO"];
const between = (page: Page) => page.getByTestId("next-subtest").or(page.getByTestId("afqt-percentile"));

/** Answers the question on screen and waits for the next one (or the end of the subtest). */
async function answer(page: Page, option: number) {
  const counter = await page.getByTestId("question-counter").textContent();
  await page.getByTestId(`option-${option}`).click();
  await page.getByTestId("submit-answer").click();
  await expect(page.getByTestId("question-counter").or(between(page))).not.toHaveText(counter ?? "");
}

/**
 * Answers as fast as it can until the subtest ends, by its last question or by its (shortened) clock: the clock
 * may run out between two clicks, so a click that finds its button gone is not a failure.
 */
async function answerRest(page: Page) {
  for (let n = 0; n < 20 && !(await between(page).isVisible()); n++) {
    try {
      await page.getByTestId(`option-${n % 4}`).click({ timeout: 2_000 * SLOW_FACTOR });
      await page.getByTestId("submit-answer").click({ timeout: 2_000 * SLOW_FACTOR });
      await page.waitForTimeout(150);
    } catch {
      // Time ran out mid-answer: the subtest is closing.
    }
  }
}

test("a full simulated ASVAB: ten subtests in order, a reload mid-subtest, a time-out, results, history", async ({ page }) => {
  await signUp(page);
  // 0.03: General Science gets 14 s, enough for a reload on a quiet machine; Shop Information runs out in 11 s. A slow CI
  // host gets proportionally longer clocks: there a reload alone has outlasted General Science's 14 s.
  await page.goto(`/full-test?timeScale=${0.03 * SLOW_FACTOR}`);
  await expect(page.getByRole("heading", { name: "Full ASVAB Simulation" })).toBeVisible();
  await expect(page.getByTestId("subtest-GS")).toContainText("15 questions");
  expect(await seriousViolations(page), "start view").toEqual([]);
  // On a phone each subtest's name and its count must not run into each other ("Comprehension" is a long word).
  await page.setViewportSize({ width: 375, height: 800 });
  for (const code of CODES) {
    const row = page.getByTestId(`subtest-${code}`);
    const [name, count] = [row.getByTestId("subtest-name"), row.getByTestId("subtest-count")];
    const a = (await name.boundingBox())!;
    const b = (await count.boundingBox())!;
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(apart && fits, `${code} name and count overlap at 375 px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId("start-full-test").click();

  for (let i = 0; i < SUBTESTS.length; i++) {
    await expect(page.getByTestId("next-subtest")).toHaveText(`Subtest ${i + 1}: ${SUBTESTS[i]}`);
    await page.getByTestId("start-subtest").click();
    await expect(page.getByText(`Subtest ${i + 1} of 10: ${SUBTESTS[i]}`)).toBeVisible();
    await expect(page.getByTestId("question-counter")).toHaveText(/^Question 1 of (10|15)$/);
    if (i === 0) {
      expect(await seriousViolations(page), "a subtest question").toEqual([]);
      // A reload mid-subtest comes back to the same place with the clock still running on the server.
      await answer(page, 0);
      await expect(page.getByTestId("question-counter")).toHaveText("Question 2 of 15");
      await page.reload();
      await expect(page.getByTestId("question-counter")).toHaveText("Question 2 of 15");
      await expect(page.getByTestId("subtest-timer")).toBeVisible();
    }
    if (CODES[i] === "SI") {
      // One answer, then the clock runs out: the rest are scored as guesses.
      await answer(page, 1);
      await expect(page.getByTestId("next-subtest")).toBeVisible({ timeout: 30_000 * SLOW_FACTOR });
      await expect(page.getByTestId("subtest-SI")).toContainText("1 of 10 answered (time ran out)");
    } else {
      await answerRest(page);
    }
    await expect(between(page)).toBeVisible({ timeout: 30_000 * SLOW_FACTOR });
    if (i < SUBTESTS.length - 1) await expect(page.getByTestId(`subtest-${CODES[i]}`)).toHaveAttribute("data-status", "done");
  }

  await expect(page.getByRole("heading", { name: "Your Full Test Results" })).toBeVisible();
  // The finished test moves to its own address, so a reload keeps showing it.
  await expect(page).toHaveURL(/\/full-test\/[0-9a-f-]{36}$/);
  expect(await seriousViolations(page), "results").toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px at 375").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
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

test("an unknown full test says it was not found, not that the connection failed", async ({ page }) => {
  await signUp(page);
  await page.goto("/full-test/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Full test not found" })).toBeVisible();
  await expect(page.getByText("Check your connection")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to your full tests" }).click();
  await expect(page).toHaveURL(/\/full-test$/);
});

test("a read of the test still on its way when a subtest starts does not put the break screen back", async ({ page }) => {
  await signUp(page);
  await page.goto("/full-test");
  // Every read of the test answers late, as from a slow server: the server's answer is what it held when the read
  // arrived, so a read made on the break screen still holds the break state when it lands after the subtest started.
  await page.route(/\/api\/full-tests\/[0-9a-f-]+$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.getByTestId("start-full-test").click();
  await expect(page.getByTestId("next-subtest")).toHaveText("Subtest 1: General Science");
  await page.getByTestId("start-subtest").click();
  await expect(page.getByText("Subtest 1 of 10: General Science")).toBeVisible();
  // Watched for long enough for every late read to land: the break screen never comes back.
  const breakSeen = await page.evaluate(async () => {
    let seen = false;
    for (const end = Date.now() + 6_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      if (document.querySelector("[data-testid='next-subtest']")) seen = true;
    }
    return seen;
  });
  expect(breakSeen).toBe(false);
  await expect(page.getByTestId("question-counter")).toHaveText("Question 1 of 15");
});
