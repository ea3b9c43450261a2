import type { Page } from "@playwright/test";
import { expect, signIn, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

// A whole mission (countdown, ten questions, the 3 s return, the celebration) takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/**
 * Answers the running mission's ten questions correctly. The keys come from the practice screen's own calls: the
 * session it creates (the questions in order) and the offline copy it fetches right after (their keys).
 */
async function passMission(page: Page, start: () => Promise<void>) {
  const created = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/test-sessions");
  const copy = page.waitForResponse((r) => /\/api\/test-sessions\/[^/]+\/offline-copy$/.test(new URL(r.url()).pathname));
  await start();
  const session = (await (await created).json()) as { id: string; questionIds: string[]; mode: string; mission: number };
  expect(session).toMatchObject({ mode: "story", mission: 1 });
  const keys = new Map(
    ((await (await copy).json()) as { questions: Array<{ id: string; correctAnswer: number }> }).questions.map((q) => [
      q.id,
      q.correctAnswer,
    ]),
  );
  for (const [i, id] of session.questionIds.entries()) {
    await expect(page.getByTestId("question-counter")).toHaveText(`Question ${i + 1} of 10`);
    await page.getByTestId(`option-${keys.get(id)}`).click();
    await expect(page.getByTestId("feedback")).toContainText("Correct!");
    await page.getByRole("button", { name: i === 9 ? "Finish" : "Next" }).click();
  }
  await expect(page.getByTestId("score")).toHaveText("100%");
  return session.id;
}

const mission = (page: Page, n: number) => page.getByTestId(`mission-${n}`);

test("pass mission 1 through its practice test: countdown, celebration, mission 2 unlocked here, after reload and elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const { username, password } = await signUp(page);
  await page.goto("/boot-camp-quest");
  await expect(page.getByRole("heading", { name: "Boot Camp Quest", level: 1 })).toBeVisible();
  await expect(page.getByTestId("total-points")).toHaveText("0");
  await expect(page.getByTestId("current-rank")).toHaveText("Recruit");
  await expect(page.getByTestId("missions-completed")).toContainText("0 of 9");
  await expect(mission(page, 1)).toHaveAttribute("data-state", "available");
  for (let n = 2; n <= 9; n++) {
    await expect(mission(page, n)).toHaveAttribute("data-state", "locked");
    await expect(mission(page, n)).toBeDisabled();
  }

  // The briefing: rewards, Cancel closes it.
  await mission(page, 1).click();
  const briefing = page.getByTestId("briefing");
  await expect(briefing.getByRole("heading", { name: "Secure the Radio" })).toBeVisible();
  await expect(briefing.getByTestId("briefing-rewards")).toContainText("Private First Class");
  await expect(briefing.getByTestId("briefing-rewards")).toContainText("Radio Operator");
  await expect(briefing.getByTestId("briefing-rewards")).toContainText("+100 points");
  await briefing.getByRole("button", { name: "Cancel" }).click();
  await expect(briefing).toBeHidden();

  const sessionId = await passMission(page, async () => {
    await mission(page, 1).click();
    await page.getByRole("button", { name: "Start Mission" }).click();
    await expect(page.getByTestId("briefing")).toBeHidden();
    await expect(page.getByTestId("countdown-value")).toHaveText("3");
    await expect(page.getByTestId("countdown-value")).toHaveText("Move out!", { timeout: 5_000 * SLOW_FACTOR });
    await page.waitForURL(/\/practice\/9\?mode=story&mission=1$/, { timeout: 5_000 * SLOW_FACTOR });
  });

  // Back on the quest 3 s later, with the session for the server to check; the query string is then cleared.
  const complete = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/quest/missions/1/complete"));
  await page.waitForURL(/\/boot-camp-quest/, { timeout: 8_000 * SLOW_FACTOR });
  expect((await complete).postDataJSON()).toEqual({ sessionId });
  const celebration = page.getByTestId("celebration");
  await expect(celebration.getByRole("heading", { name: "Mission Complete!" })).toBeVisible();
  await expect(celebration.getByTestId("celebration-mission")).toContainText("Secure the Radio complete with 100%");
  await expect(celebration.getByTestId("celebration-points")).toContainText("+100 points — 100 total");
  await expect(celebration.getByTestId("celebration-rank")).toContainText("Promoted to Private First Class");
  await expect(celebration.getByTestId("celebration-badge")).toContainText("Badge earned: Radio Operator");
  await expect(celebration.getByRole("button", { name: "Mission Select" })).toBeEnabled();
  await celebration.getByRole("button", { name: "Continue Quest" }).click();
  await expect(celebration).toBeHidden();
  expect(new URL(page.url()).search).toBe("");

  const unlocked = async (p: Page) => {
    await expect(p.getByTestId("total-points")).toHaveText("100");
    await expect(p.getByTestId("current-rank")).toHaveText("Private First Class");
    await expect(p.getByTestId("missions-completed")).toContainText("1 of 9");
    await expect(p.getByTestId("mission-1")).toHaveAttribute("data-state", "completed");
    await expect(p.getByTestId("mission-1-best")).toHaveText("Best score 100%");
    await expect(p.getByTestId("mission-1-distinction")).toBeVisible();
    await expect(p.getByTestId("mission-2")).toHaveAttribute("data-state", "available");
    await expect(p.getByTestId("mission-2")).toBeEnabled();
    await expect(p.getByTestId("mission-3")).toHaveAttribute("data-state", "locked");
  };
  await unlocked(page);
  await page.reload();
  await unlocked(page);
  // Nothing to celebrate on a reload: the query string is gone and the server has it.
  await expect(page.getByTestId("celebration")).toHaveCount(0);

  // Another device: a fresh browser context signed in as the same learner.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, username, password);
  await second.goto("/boot-camp-quest");
  await unlocked(second);
  await other.close();
});

test("a claimed completion the server refuses shows no celebration, and the query string alone completes nothing", async ({ page }) => {
  await signUp(page);
  await page.goto("/boot-camp-quest?mission=1&completed=true&score=100&session=not-a-real-session");
  await expect(page.getByTestId("mission-refused")).toContainText("Mission session not found");
  await expect(page.getByTestId("celebration")).toHaveCount(0);
  await expect(page.getByTestId("total-points")).toHaveText("0");
  await expect(page.getByTestId("mission-2")).toHaveAttribute("data-state", "locked");
  expect(new URL(page.url()).search).toBe("");

  await page.goto("/boot-camp-quest?mission=1&completed=false&score=40");
  await expect(page.getByTestId("mission-failed")).toContainText("You scored 40%. A mission needs 70% or more");
  await page.getByRole("button", { name: "Try Mission 1 again" }).click();
  await expect(page.getByTestId("briefing").getByRole("heading", { name: "Secure the Radio" })).toBeVisible();
});

test("audio settings: on/off and volume saved per learner, the test sound locks for 3 s, 'Unavailable' without Web Audio", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/boot-camp-quest");
  await page.getByRole("button", { name: "Audio settings" }).click();
  const settings = page.getByTestId("audio-settings");
  await expect(settings.getByRole("switch", { name: "Sound effects" })).toHaveAttribute("aria-checked", "true");
  await expect(settings.getByTestId("audio-volume")).toHaveText("70%");

  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/api/quest/audio"));
  await settings.getByLabel("Volume").fill("35");
  expect(await (await saved).json()).toEqual({ enabled: true, volume: 35 });

  const test = settings.getByRole("button", { name: "Test sound" });
  await test.click();
  await expect(settings.getByRole("button", { name: "Playing..." })).toBeDisabled();
  await expect(test).toBeEnabled({ timeout: 4_000 * SLOW_FACTOR });

  const off = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/api/quest/audio"));
  await settings.getByRole("switch", { name: "Sound effects" }).click();
  expect(await (await off).json()).toEqual({ enabled: false, volume: 35 });
  await expect(test).toBeDisabled();

  await page.reload();
  await page.getByRole("button", { name: "Audio settings" }).click();
  await expect(page.getByRole("switch", { name: "Sound effects" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("audio-volume")).toHaveText("35%");

  // A browser without Web Audio (or one that blocks it): the panel says so.
  await page.addInitScript(() => {
    delete (window as { AudioContext?: unknown }).AudioContext;
    delete (window as { webkitAudioContext?: unknown }).webkitAudioContext;
  });
  await page.reload();
  await page.getByRole("button", { name: "Audio settings" }).click();
  await expect(page.getByTestId("audio-status")).toContainText("Unavailable");
  await expect(page.getByTestId("audio-status")).toContainText("Audio may be blocked by your browser's policy");
});
