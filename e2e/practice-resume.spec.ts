import type { BrowserContext, Page } from "@playwright/test";
import { expect, queuedAnswerCount, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

// Whole tests of ten questions with reloads need more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const GS = 13;
const counter = (page: Page) => page.getByTestId("question-counter");
const stem = (page: Page) => page.locator("main h2[id^='q-']");

interface Saved {
  sessionId: string;
  /** The server's session once it confirmed the create call, null before. */
  session: { id: string } | null;
  questions: { id: string }[];
  keys: unknown[] | null;
}
const savedRun = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("practice-run");
    return raw ? (JSON.parse(raw) as Saved) : null;
  });

/** Answers the question on screen with option `n`, returns whether it was right, and moves on with Enter. */
async function answerAndGoOn(page: Page, n: number): Promise<{ correct: boolean; feedback: string }> {
  await page.keyboard.press(String(((n - 1) % 4) + 1));
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toBeVisible();
  const text = (await feedback.textContent()) ?? "";
  await page.keyboard.press("Enter");
  return { correct: text.startsWith("Correct!"), feedback: text };
}

function countSetsServed(context: BrowserContext): { count: number } {
  const seen = { count: 0 };
  context.on("request", (r) => {
    if (new RegExp(`/api/sections/${GS}/questions`).test(r.url())) seen.count += 1;
  });
  return seen;
}

/** What the server holds: the learner's sessions with answers, today's answers in the section, progress. */
function serverState(page: Page) {
  return page.evaluate(async (sectionId) => {
    const sessions = (await (await fetch("/api/user/test-sessions")).json()) as {
      id: string;
      isCompleted: boolean;
      score: number | null;
    }[];
    const limit = (await (await fetch(`/api/sections/${sectionId}/daily-limit`)).json()) as { usedToday: number };
    const progress = (await (await fetch("/api/progress")).json()) as { sectionId: number; completedQuestions: number }[];
    return {
      sessions,
      answersToday: limit.usedToday,
      completedQuestions: progress.find((p) => p.sectionId === sectionId)?.completedQuestions ?? 0,
    };
  }, GS);
}

test("online: a reload at question 4 continues the same test, answers kept, one session, each answer once", async ({ page, context }) => {
  await signUp(page);
  await page.goto(`/practice/${GS}`);
  const stems: string[] = [];
  const feedbacks: string[] = [];
  let correct = 0;
  for (let n = 1; n <= 3; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    stems.push((await stem(page).textContent()) ?? "");
    const a = await answerAndGoOn(page, n);
    feedbacks.push(a.feedback);
    if (a.correct) correct += 1;
  }
  await expect(counter(page)).toHaveText("Question 4 of 10");
  const stem4 = (await stem(page).textContent()) ?? "";
  const before = await savedRun(page);
  expect(before?.sessionId).toBeTruthy();

  const served = countSetsServed(context);
  await page.reload();
  await expect(counter(page)).toHaveText("Question 4 of 10");
  await expect(stem(page)).toHaveText(stem4);
  await expect(page.getByTestId("resumed-note")).toContainText("Picked up where you left off");
  await expect(page.getByTestId("answered-count")).toHaveText("3 answered");
  // Going back shows each earlier answer as it was marked.
  for (let n = 3; n >= 1; n--) {
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    await expect(stem(page)).toHaveText(stems[n - 1] ?? "");
    await expect(page.getByTestId("feedback")).toHaveText(feedbacks[n - 1] ?? "");
  }
  for (let n = 1; n <= 3; n++) await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText("Question 4 of 10");

  for (let n = 4; n <= 10; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    if ((await answerAndGoOn(page, n)).correct) correct += 1;
  }
  const results = page.getByTestId("results");
  await expect(results.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
  await expect(results.getByTestId("review").getByRole("listitem")).toHaveCount(10);
  await expect(results.getByTestId("score")).toHaveText(`${correct * 10}%`);
  // The reload asked for no new set, and the finished run is no longer kept.
  expect(served.count).toBe(0);
  expect(await savedRun(page)).toBeNull();

  const state = await serverState(page);
  expect(state.sessions).toHaveLength(1);
  expect(state.sessions[0]).toMatchObject({ id: before?.sessionId, isCompleted: true, score: correct * 10 });
  expect(state.answersToday).toBe(10);
  expect(state.completedQuestions).toBe(10);
});

test("offline: a reload while offline continues the same test, which then syncs exactly once by itself", async ({ page, context }) => {
  await signUp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`/practice/${GS}`);
  const offlineHeading = page.getByRole("heading", { name: "Practice Test - Offline Mode" });
  let correct = 0;
  for (let n = 1; n <= 3; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    if ((await answerAndGoOn(page, n)).correct) correct += 1;
  }
  await expect(counter(page)).toHaveText("Question 4 of 10");
  // The session's keys are on the device (fetched as soon as the session existed).
  await expect.poll(async () => (await savedRun(page))?.keys?.length ?? 0).toBe(10);
  const sessionId = (await savedRun(page))?.sessionId;

  await context.setOffline(true);
  await expect(offlineHeading).toBeVisible();
  for (let n = 4; n <= 5; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    if ((await answerAndGoOn(page, n)).correct) correct += 1;
  }
  await expect(counter(page)).toHaveText("Question 6 of 10");
  const stem6 = (await stem(page).textContent()) ?? "";
  const stem5 = await page.evaluate(() => {
    const raw = localStorage.getItem("practice-run");
    return raw ? (JSON.parse(raw) as { questions: { question: string }[] }).questions[4]?.question : "";
  });

  await page.reload();
  // The same test at the same question (the offline-pack test would restart at question 1 with other questions).
  await expect(offlineHeading).toBeVisible();
  await expect(counter(page)).toHaveText("Question 6 of 10");
  await expect(stem(page)).toHaveText(stem6);
  await expect(page.getByTestId("answered-count")).toHaveText("5 answered");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("Question 5 of 10");
  await expect(stem(page)).toContainText(stem5 ?? "");
  await expect(page.getByTestId("feedback")).toBeVisible();
  await page.keyboard.press("Enter");

  for (let n = 6; n <= 10; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    if ((await answerAndGoOn(page, n)).correct) correct += 1;
  }
  await expect(page.getByTestId("results")).toBeVisible();
  await expect(page.getByTestId("toast").filter({ hasText: "offline mode" })).toContainText(`You scored ${correct * 10}% in offline mode.`);
  // Answers 4–10 and the completion wait in IndexedDB, queued once each across the reload.
  expect(await queuedAnswerCount(page)).toBe(8);

  await context.setOffline(false);
  await expect(offlineHeading).toBeHidden();
  await expect(page.getByTestId("toast").filter({ hasText: "Connection Restored" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch to Online" })).toHaveCount(0);
  await expect(async () => {
    const state = await serverState(page);
    expect(state.sessions).toHaveLength(1);
    expect(state.sessions[0]).toMatchObject({ id: sessionId, isCompleted: true, score: correct * 10 });
    expect(state.answersToday).toBe(10);
    expect(state.completedQuestions).toBe(10);
    expect(await queuedAnswerCount(page)).toBe(0);
  }).toPass({ timeout: 15_000 * SLOW_FACTOR });
});

test("Back to section selection abandons the test: opening the section again starts a fresh set", async ({ page }) => {
  await signUp(page);
  await page.goto(`/practice/${GS}`);
  for (let n = 1; n <= 2; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    await answerAndGoOn(page, n);
  }
  await expect(counter(page)).toHaveText("Question 3 of 10");
  const first = await savedRun(page);
  expect(first?.questions).toHaveLength(10);

  await page.getByRole("link", { name: "Back to section selection" }).click();
  await expect(page.getByRole("heading", { name: "Quick practice" })).toBeVisible();
  expect(await savedRun(page)).toBeNull();
  await page.getByLabel("Choose a section").selectOption({ label: "General Science" });
  await expect(page).toHaveURL(new RegExp(`/practice/${GS}$`));

  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect(page.getByTestId("answered-count")).toHaveText("0 answered");
  await expect(page.getByTestId("resumed-note")).toHaveCount(0);
  await expect.poll(async () => (await savedRun(page))?.sessionId ?? first?.sessionId).not.toBe(first?.sessionId);
  const second = await savedRun(page);
  expect(second?.questions.map((q) => q.id)).not.toEqual(first?.questions.map((q) => q.id));

  // A reload now continues the new test, not the abandoned one.
  await page.reload();
  await expect(counter(page)).toHaveText("Question 1 of 10");
  expect((await savedRun(page))?.sessionId).toBe(second?.sessionId);
});

test("a reload while the new test's session is still being created continues that test under the same id", async ({ page }) => {
  await signUp(page);
  // The first session call is held until the page reloads: the reload cuts it off mid-flight, as on a slow server.
  let held = 0;
  await page.route("**/api/test-sessions", async (route) => {
    if (route.request().method() !== "POST" || held++ > 0) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/practice/${GS}`);
  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect.poll(async () => (await savedRun(page))?.sessionId ?? null).not.toBeNull();
  const before = await savedRun(page);
  expect(before?.session).toBeNull();

  await page.reload();
  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect.poll(async () => (await savedRun(page))?.session?.id ?? null, { timeout: 10_000 * SLOW_FACTOR }).toBe(before?.sessionId);
  expect((await savedRun(page))?.questions.map((q) => q.id)).toEqual(before?.questions.map((q) => q.id));
  await answerAndGoOn(page, 1);
  await expect(counter(page)).toHaveText("Question 2 of 10");
  const state = await serverState(page);
  expect(state.sessions.map((s) => s.id)).toEqual([before?.sessionId]);
  expect(state.answersToday).toBe(1);
});
