import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { TOPICS } from "../src/content/topics";
import { expect, signUp, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

// Scoped to the screen itself: the shared navigation bar is checked by the dashboard spec.
const axeMain = (page: Page) => new AxeBuilder({ page }).include("main").analyze();
const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

/** Ten Arithmetic Reasoning questions through the practice screen; returns the score the results dialog shows. */
async function practiceArithmetic(page: Page): Promise<number> {
  await page.goto("/practice/10");
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByTestId("question-counter")).toHaveText(`Question ${n} of 10`);
    await page.keyboard.press(String(((n - 1) % 4) + 1));
    await expect(page.getByTestId("feedback")).toBeVisible();
    await page.getByRole("button", { name: n === 10 ? "Finish" : "Next" }).click();
  }
  const results = page.getByTestId("results");
  await expect(results.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
  return Number((await results.getByTestId("score").textContent())?.replace("%", ""));
}

test("a new learner's analytics and dashboard show the numbers of their first practice test", async ({ page }) => {
  await signUp(page);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Performance Analytics", level: 1 })).toBeVisible();
  await expect(page.getByTestId("analytics-empty")).toContainText("No test sessions yet");
  await expect(page.getByTestId("stat-streak-value")).toHaveText("0 days");
  await expect(page.getByTestId("afqt-target")).toContainText("No target branch yet.");
  expect(serious((await axeMain(page)).violations)).toEqual([]);
  await page.getByTestId("analytics-empty").getByRole("link", { name: "Start a practice test" }).click();
  await expect(page).toHaveURL(/\/practice$/);

  const score = await practiceArithmetic(page);
  await page.getByTestId("results").getByRole("link", { name: "View Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);

  await expect(page.getByTestId("stat-average-value")).toHaveText(`${score}%`);
  await expect(page.getByTestId("stat-streak-value")).toHaveText("1 day");
  await expect(page.getByTestId("stat-streak")).toContainText("You studied today.");
  await expect(page.getByTestId("stat-improvement")).toContainText("Complete two tests to see your improvement.");
  // The spec's practice estimate: round(mean of AR, WK, PC, MK averages × 0.85), three of them still 0.
  const afqt = Math.round((score / 4) * 0.85);
  await expect(page.getByTestId("stat-afqt-value")).toHaveText(String(afqt));
  await expect(page.getByTestId("afqt-source")).toContainText("1 of 4 AFQT sections practiced");

  const sessions = page.getByTestId("recent-session");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("Arithmetic Reasoning");
  await expect(sessions.first()).toContainText(`${score}%`);
  await expect(page.getByTestId("trend-summary")).toContainText(`${score}%`);
  await expect(page.getByTestId("section-row-AR")).toContainText(`${score}%`);

  // The plan names real topics of the question bank and splits the week 70/30.
  await expect(page.getByTestId("recommendations-split")).toContainText("70% (210 min)");
  await expect(page.getByTestId("recommendations-split")).toContainText("30% (90 min)");
  const labels = await page.getByTestId("topic-label").allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  const known = new Set(Object.values(TOPICS).flatMap((topics) => topics.map((t) => t.toLowerCase())));
  for (const label of labels) expect(known, label).toContain(label.toLowerCase());

  expect(serious((await axeMain(page)).violations)).toEqual([]);

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByTestId("dashboard-afqt")).toContainText(String(afqt));
  await expect(page.getByTestId("dashboard-afqt")).toContainText("Estimated from practice");
  await expect(page.getByTestId("streak")).toContainText("1 day");

  // Choosing a branch sets the analytics target: the Navy's technical jobs need its minimum + 15.
  await page.getByTestId("branch-navy").click();
  await expect(page.getByTestId("toast")).toContainText("Target branch updated");
  await expect(page.getByTestId("careers-afqt-source")).toContainText("Estimated from practice");
  // The target shows "—" until the analytics refetch after the branch change lands.
  const targetValue = page.getByTestId("dashboard-target").locator("dd").first();
  await expect(targetValue).toHaveText(/^\d+$/);
  const target = Number(await targetValue.textContent());
  await page.goto("/analytics");
  await expect(page.getByTestId("stat-afqt-value")).toHaveText(`${afqt} / ${target}`);
  await expect(page.getByTestId("afqt-target")).toContainText(
    `${target - afqt} points short of ${target}, what U.S. Navy technical jobs need.`,
  );
});

test("the demo learner's analytics: streak, trend, five recent sessions and the accessibility check", async ({ page }) => {
  await page.goto("/api/test-login");
  await expect(page.getByTestId("dashboard")).toBeVisible();
  await page.goto("/analytics");
  await expect(page.getByTestId("recent-session")).toHaveCount(5);
  await expect(page.getByTestId("stat-improvement")).toContainText("pts");
  await expect(page.getByTestId("score-trends").locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByTestId("needs-attention")).toContainText("Mathematics Knowledge");
  await expect(page.getByTestId("strong-areas")).toContainText("General Science");
  expect(serious((await axeMain(page)).violations)).toEqual([]);
});

test.describe("in the learner's time zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the analytics screen and the dashboard ask for study days on the browser's calendar", async ({ page }) => {
    await signUp(page);
    const zoneOf = (url: string) => new URL(url).searchParams.get("tz");
    const dashboardRead = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/analytics");
    await page.goto("/dashboard");
    expect(zoneOf((await dashboardRead).url())).toBe("America/Los_Angeles");
    const analyticsRead = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/analytics");
    await page.goto("/analytics");
    const response = await (await analyticsRead).response();
    expect(zoneOf(response!.url())).toBe("America/Los_Angeles");
    const body = (await response!.json()) as { today: string };
    expect(body.today).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date()));
    await expect(page.getByTestId("stat-streak-value")).toHaveText("0 days");
  });
});
