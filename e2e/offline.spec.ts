import type { BrowserContext, Page } from "@playwright/test";
import { expect, queuedAnswerCount, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

// Whole tests of ten questions (one with a real time-out) need more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const GS = 13;

async function cacheSectionAndGoOffline(page: Page, context: BrowserContext) {
  await signUp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`/practice/${GS}`);
  await expect(page.getByTestId("connection-badge")).toContainText("10");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Practice Test - Offline Mode" })).toBeVisible();
  await expect(page.getByTestId("offline-practice").getByText("Offline", { exact: true })).toBeVisible();
}

async function takeOfflineTest(page: Page): Promise<number> {
  let correct = 0;
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByTestId("question-counter")).toHaveText(`Question ${n} of 10`);
    await page.keyboard.press(String(((n - 1) % 4) + 1));
    await expect(page.getByTestId("feedback")).toBeVisible();
    if ((await page.getByTestId("feedback").textContent())?.startsWith("Correct!")) correct += 1;
    await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("toast")).toContainText("Practice Test Complete");
  await expect(page.getByTestId("toast")).toContainText(
    `You scored ${correct * 10}% in offline mode. Results will sync when you reconnect.`,
  );
  await expect(page.getByTestId("offline-result")).toContainText(`${correct} of 10 correct`);
  return correct;
}

async function serverState(page: Page) {
  return page.evaluate(async (sectionId) => {
    const sessions = (await (await fetch("/api/user/test-sessions")).json()) as { isCompleted: boolean; score: number | null }[];
    const progress = (await (await fetch("/api/progress")).json()) as {
      sectionId: number;
      completedQuestions: number;
      averageScore: number;
    }[];
    const limit = (await (await fetch(`/api/sections/${sectionId}/daily-limit`)).json()) as { usedToday: number };
    return {
      completed: sessions.filter((s) => s.isCompleted),
      progress: progress.find((p) => p.sectionId === sectionId),
      answersToday: limit.usedToday,
    };
  }, GS);
}

test("offline practice syncs every answer exactly once when the connection returns", async ({ page, context }) => {
  await cacheSectionAndGoOffline(page, context);
  const correct = await takeOfflineTest(page);
  await context.setOffline(false);
  await expect(page.getByTestId("toast")).toContainText("Connection Restored");
  // Back online by itself (issue 11 part 4): no 'Switch to Online' step, the offline heading goes away.
  await expect(page.getByRole("heading", { name: "Practice Test - Offline Mode" })).toBeHidden();
  await expect(page.getByTestId("offline-result")).toContainText(`${correct} of 10 correct`);
  await page.getByTestId("connection-badge").click();
  await expect(page.getByTestId("connection-details")).toContainText("0 changes waiting to sync");
  await expect(page.getByTestId("connection-details")).toContainText("Last sync: Just now");

  const state = await serverState(page);
  expect(state.completed).toHaveLength(1);
  expect(state.completed[0]?.score).toBe(correct * 10);
  expect(state.progress).toMatchObject({ completedQuestions: 10, averageScore: correct * 10 });
});

test("a test started offline continues after a reload, then syncs exactly once", async ({ page, context }) => {
  await cacheSectionAndGoOffline(page, context);
  const counter = page.getByTestId("question-counter");
  const stem = page.locator("main h2[id^='q-']");
  let correct = 0;
  for (let n = 1; n <= 3; n++) {
    await expect(counter).toHaveText(`Question ${n} of 10`);
    await page.keyboard.press(String(((n - 1) % 4) + 1));
    await expect(page.getByTestId("feedback")).toBeVisible();
    if ((await page.getByTestId("feedback").textContent())?.startsWith("Correct!")) correct += 1;
    await page.keyboard.press("Enter");
  }
  await expect(counter).toHaveText("Question 4 of 10");
  const stemAt4 = (await stem.textContent()) ?? "";

  await page.reload();
  // The same test at the same question, not a new offline-pack test at question 1.
  await expect(page.getByRole("heading", { name: "Practice Test - Offline Mode" })).toBeVisible();
  await expect(counter).toHaveText("Question 4 of 10");
  await expect(stem).toHaveText(stemAt4);
  await expect(page.getByTestId("answered-count")).toHaveText("3 answered");
  for (let n = 4; n <= 10; n++) {
    await expect(counter).toHaveText(`Question ${n} of 10`);
    await page.keyboard.press(String(((n - 1) % 4) + 1));
    await expect(page.getByTestId("feedback")).toBeVisible();
    if ((await page.getByTestId("feedback").textContent())?.startsWith("Correct!")) correct += 1;
    await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("results")).toBeVisible();
  // The session, ten answers and the completion, each queued once across the reload.
  expect(await queuedAnswerCount(page)).toBe(12);

  await context.setOffline(false);
  await expect(async () => {
    const state = await serverState(page);
    expect(state.completed).toHaveLength(1);
    expect(state.completed[0]?.score).toBe(correct * 10);
    expect(state.answersToday).toBe(10);
    expect(await queuedAnswerCount(page)).toBe(0);
  }).toPass({ timeout: 15_000 * SLOW_FACTOR });
});

test("going offline in the middle of a test continues the same test, then syncs it exactly once", async ({ page, context }) => {
  await signUp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`/practice/${GS}`);
  const counter = page.getByTestId("question-counter");
  const offlineHeading = page.getByRole("heading", { name: "Practice Test - Offline Mode" });
  let correct = 0;
  let stemAt4 = "";
  for (let n = 1; n <= 10; n++) {
    await expect(counter).toHaveText(`Question ${n} of 10`);
    if (n === 4) {
      stemAt4 = (await page.locator("main h2[id^='q-']").textContent()) ?? "";
      await context.setOffline(true);
      await expect(offlineHeading).toBeVisible();
      await expect(page.getByTestId("offline-practice").getByText("Offline", { exact: true })).toBeVisible();
      // The same test, in place: same question, and the answers given online are still there.
      await expect(counter).toHaveText("Question 4 of 10");
      await expect(page.locator("main h2[id^='q-']")).toHaveText(stemAt4);
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(counter).toHaveText("Question 3 of 10");
      await expect(page.getByTestId("feedback")).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText("Question 4 of 10");
      await expect(page.getByTestId("answered-count")).toContainText("3");
    }
    await page.keyboard.press(String(((n - 1) % 4) + 1));
    await expect(page.getByTestId("feedback")).toBeVisible();
    if ((await page.getByTestId("feedback").textContent())?.startsWith("Correct!")) correct += 1;
    await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("results")).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText(`You scored ${correct * 10}% in offline mode.`);
  // Answers 4–10 and the completion wait in IndexedDB (the results dialog covers the badge).
  expect(await queuedAnswerCount(page)).toBe(8);

  await context.setOffline(false);
  await expect(offlineHeading).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Connection Restored");
  await expect(page.getByRole("button", { name: "Switch to Online" })).toHaveCount(0);
  await expect(async () => {
    const state = await serverState(page);
    expect(state.completed).toHaveLength(1);
    expect(state.completed[0]?.score).toBe(correct * 10);
    expect(state.progress).toMatchObject({ completedQuestions: 10, averageScore: correct * 10 });
    expect(state.answersToday).toBe(10);
    expect(await queuedAnswerCount(page)).toBe(0);
  }).toPass({ timeout: 15_000 * SLOW_FACTOR });
});

test("an interrupted sync is finished later without storing anything twice", async ({ page, context, consoleErrors }) => {
  await cacheSectionAndGoOffline(page, context);
  const correct = await takeOfflineTest(page);

  // The fifth answer reaches the server, but its reply is lost: the client must send it again later.
  let answersSeen = 0;
  let lostReplyDone: () => void = () => undefined;
  const lostReply = new Promise<void>((resolve) => (lostReplyDone = resolve));
  await page.route("**/api/answers", async (route) => {
    answersSeen += 1;
    if (answersSeen === 5) {
      await route.fetch();
      await route.abort("connectionreset");
      lostReplyDone();
      return;
    }
    await route.continue();
  });
  await context.setOffline(false);
  await page.getByTestId("connection-badge").click();
  await expect(page.getByTestId("connection-details")).toContainText(/[1-9]\d* changes? waiting to sync/);

  // Removing the handler while the fifth answer is still inside it would settle that route under the handler's feet.
  await lostReply;
  await page.unroute("**/api/answers");
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("connection-details")).toContainText("0 changes waiting to sync");

  const state = await serverState(page);
  expect(state.completed).toHaveLength(1);
  expect(state.completed[0]?.score).toBe(correct * 10);
  expect(state.progress).toMatchObject({ completedQuestions: 10, averageScore: correct * 10 });
  // The reset above is the test's own doing; the browser may log it (depending on which context sent the request).
  const expected = (e: string) => /net::ERR_CONNECTION_RESET/.test(e);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
});

test("with nothing cached, the offline view says so", async ({ page, context }) => {
  await signUp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto("/dashboard");
  await context.setOffline(true);
  await page.goto(`/practice/${GS + 1}`);
  await expect(page.getByRole("heading", { name: "No Cached Questions Available" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check Connection" })).toBeVisible();
  await context.setOffline(false);
});
