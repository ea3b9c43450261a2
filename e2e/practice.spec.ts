import type { Page } from "@playwright/test";
import { expect, signIn, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

// Whole tests of ten questions (one with a real time-out) need more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const counter = (page: Page) => page.getByTestId("question-counter");

async function answerCurrent(page: Page, key = "1") {
  await page.keyboard.press(key);
  await expect(page.getByTestId("feedback")).toBeVisible();
}

test("a full practice test: answer, previous, skip, time-out, results, review; then the free daily limit", async ({ page }) => {
  await signUp(page);
  await page.goto("/practice");
  await expect(page.getByRole("heading", { name: "Quick practice" })).toBeVisible();
  await page.getByLabel("Choose a section").selectOption({ label: "General Science" });
  await expect(page).toHaveURL(/\/practice\/13$/);
  await page.goto("/practice/13?timer=8");

  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect(page.getByText("0:08 per question")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await answerCurrent(page, "1");
  await expect(page.getByTestId("answered-count")).toHaveText("1 answered");
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText("Question 2 of 10");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect(page.getByTestId("feedback")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Skip" }).click();
  await expect(counter(page)).toHaveText("Question 3 of 10");
  for (let n = 3; n <= 9; n++) {
    await page.getByTestId(`option-${n % 4}`).click();
    await expect(page.getByTestId("feedback")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(counter(page)).toHaveText("Question 10 of 10");
  // Question 10 is left alone: the shortened clock runs out, turning red on the way.
  await expect(page.getByTestId("timer")).toHaveClass(/text-destructive/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Time's up!", { timeout: 12_000 * SLOW_FACTOR });
  await expect(toast).toContainText("Moving to the next question.");

  const results = page.getByTestId("results");
  await expect(results.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
  await expect(results.getByTestId("count-skipped")).toContainText("2");
  const correct = Number(await results.getByTestId("count-correct").locator("dd").textContent());
  const incorrect = Number(await results.getByTestId("count-incorrect").locator("dd").textContent());
  expect(correct + incorrect).toBe(8);
  await expect(results.getByTestId("score")).toHaveText(`${correct * 10}%`);
  await expect(results.getByTestId("review").getByRole("listitem")).toHaveCount(10);
  await expect(results.getByText(/Your answer: no answer/)).toHaveCount(2);
  const badge =
    correct * 10 >= 85
      ? "Excellent Performance!"
      : correct * 10 >= 70
        ? "Good Work!"
        : correct * 10 >= 50
          ? "Keep Improving!"
          : "Practice More!";
  await expect(results.getByText(badge)).toBeVisible();
  await expect(results.getByRole("button", { name: "Share Score" })).toHaveCount(correct * 10 >= 50 ? 1 : 0);

  // Ten questions answered today in this section: a free plan gets no more.
  await results.getByRole("button", { name: "Take Again" }).click();
  await expect(page.getByTestId("daily-limit")).toContainText("Daily question limit reached");
  await expect(page.getByTestId("daily-limit")).toContainText("Upgrade to Premium for unlimited questions");

  await page.goto("/dashboard");
  await expect(page.getByTestId("mission-progress")).toContainText("1 section practiced");
});

test("missed questions can be practised again, and a good score can be shared", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025");
  await page.goto("/practice/12?timer=60");
  for (let n = 1; n <= 10; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    await answerCurrent(page, "a");
    await page.keyboard.press("Enter");
  }
  const results = page.getByTestId("results");
  await expect(results).toBeVisible();
  // The review tells us the right answers; practising only the missed ones then scores 100%.
  const review = results.getByTestId("review").getByRole("listitem");
  const keys = new Map<string, string>();
  for (const item of await review.all()) {
    const text = (await item.textContent()) ?? "";
    const stem = text
      .replace(/^\d+\.\s*/, "")
      .split("Your answer:")[0]!
      .trim();
    const letter = /Correct answer: ([A-D])\./.exec(text)?.[1];
    if (letter) keys.set(stem, letter);
  }
  const missedButton = results.getByRole("button", { name: /Practice the \d+ missed question/ });
  if ((await missedButton.count()) === 0) test.skip(true, "all ten answered correctly by chance");
  const missed = Number(/(\d+)/.exec((await missedButton.textContent()) ?? "")?.[1]);
  await missedButton.click();
  for (let n = 1; n <= missed; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of ${missed}`);
    const stem = ((await page.locator("main h2").first().textContent()) ?? "").trim();
    const letter = keys.get(stem);
    expect(letter, stem).toBeDefined();
    await answerCurrent(page, letter!.toLowerCase());
    await page.keyboard.press("Enter");
  }
  await expect(results.getByTestId("score")).toHaveText("100%");
  await expect(results.getByText("Excellent Performance!")).toBeVisible();

  await results.getByRole("button", { name: "Share Score" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your AFQT Score" });
  await dialog.getByRole("button", { name: "Share Score" }).click();
  for (const message of [
    "Please select a military branch",
    "ZIP code is required",
    "Phone number is required",
    "Valid email is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel("Military branch").selectOption("navy");
  await dialog.getByLabel("ZIP code").fill("32801");
  await dialog.getByLabel("Phone number").fill("4075550123");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Share Score" }).click();
  await expect(dialog.getByText("Valid email is required")).toBeVisible();
  await dialog.getByLabel("Email").fill("recruit@example.com");
  await dialog.getByRole("button", { name: "Share Score" }).click();
  await expect(page.getByTestId("toast")).toContainText("Score Shared Successfully!");
  await expect(dialog).toBeHidden();
});

test("Enter pressed the moment the feedback appears moves on, as does a choice the moment a question appears", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025");
  await page.goto("/practice/12?timer=60");
  await expect(counter(page)).toHaveText("Question 1 of 10");
  // A key that arrives in the browser's next task after the render, before React's passive effects: in the page
  // itself, right after the DOM changes (a test's own key press comes too late to hit that window every time).
  await page.evaluate(() => {
    let shown = "";
    new MutationObserver(() => {
      const counterText = document.querySelector('[data-testid="question-counter"]')?.textContent ?? "";
      const feedback = document.querySelector('[data-testid="feedback"]');
      const key = feedback ? "Enter" : counterText !== shown ? "b" : null;
      if (!key || (key === "Enter" && feedback?.hasAttribute("data-entered"))) return;
      if (key === "Enter") feedback?.setAttribute("data-entered", "");
      else shown = counterText;
      window.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.press("a");
  await expect(page.getByTestId("results")).toBeVisible();
  await expect(page.getByTestId("results").getByTestId("review").getByRole("listitem")).toHaveCount(10);
});

test("mission mode shows its badge and returns to Boot Camp Quest 3 seconds after finishing", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025");
  await page.goto("/practice/9?mode=story&mission=1&timer=60");
  await expect(page.getByText("Mission Mode")).toBeVisible();
  await expect(page.getByText("Boot Camp Quest Mission #1")).toBeVisible();
  for (let n = 1; n <= 10; n++) {
    await expect(counter(page)).toHaveText(`Question ${n} of 10`);
    await answerCurrent(page, "b");
    await page.keyboard.press("Enter");
  }
  const score = Number(((await page.getByTestId("score").textContent()) ?? "").replace("%", ""));
  await expect(page.getByText("Returning to Boot Camp Quest in a few seconds...")).toBeVisible();
  await page.waitForURL(/\/boot-camp-quest\?/, { timeout: 6_000 * SLOW_FACTOR });
  const url = new URL(page.url());
  expect(url.searchParams.get("mission")).toBe("1");
  expect(url.searchParams.get("score")).toBe(String(score));
  expect(url.searchParams.get("completed")).toBe(String(score >= 70));
});

test("the first question shows while its session is created, and a choice made meanwhile is recorded once it exists", async ({ page }) => {
  await signUp(page);
  // Hold the session's creation so the learner can act before it exists.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/test-sessions", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await held;
    await route.fallback();
  });
  const answers: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/answers") answers.push(req.postData() ?? "");
  });
  await page.goto("/practice/13");
  await expect(counter(page)).toHaveText("Question 1 of 10");
  await expect(page.getByTestId("question-stem")).toBeVisible();
  await page.keyboard.press("2");
  // Waiting for the session: nothing is sent, the options are held, the clock has not started.
  await expect(page.getByTestId("option-0")).toBeDisabled();
  expect(answers).toHaveLength(0);
  release();
  await expect(page.getByTestId("feedback")).toBeVisible();
  await expect(page.getByTestId("answered-count")).toHaveText("1 answered");
  expect(answers).toHaveLength(1);
  expect(JSON.parse(answers[0]!)).toMatchObject({ selectedAnswer: 1 });
});

test.describe("opened directly", () => {
  // The service worker would serve the app's chunks from its cache, out of reach of page.route.
  test.use({ serviceWorkers: "block" });

  test("the practice screen asks for its first reads before the app's code has arrived, each once", async ({ page }) => {
    await signUp(page);
    const reads = new Map<string, number>();
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (req.method() === "GET" && url.pathname.startsWith("/api/")) {
        const key = url.pathname + url.search;
        reads.set(key, (reads.get(key) ?? 0) + 1);
      }
    });
    // Hold the app's libraries: until they arrive, only the shell's first script can ask for anything.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/vendor-*.js", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/practice/13", { waitUntil: "commit" });
    const set = "/api/sections/13/questions?random=true&limit=10";
    await expect.poll(() => reads.get(set) ?? 0).toBe(1);
    expect(reads.get("/api/auth/user")).toBe(1);
    expect(reads.get("/api/sections")).toBe(1);
    expect(reads.get("/api/config")).toBe(1);
    release();
    await expect(counter(page)).toHaveText("Question 1 of 10");
    await expect(page.getByTestId("question-stem")).toBeVisible();
    // The app took the reads over: none was asked for a second time (a second set would be a second serving).
    for (const url of [set, "/api/auth/user", "/api/sections", "/api/config"]) expect(reads.get(url), url).toBe(1);
  });

  test("a first script that arrives after the app has started asks for nothing: each read is made once", async ({ page }) => {
    await signUp(page);
    const reads: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (req.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let early = false;
    await page.route("**/assets/early-start-*.js", async (route) => {
      early = true;
      await held;
      await route.fallback();
    });
    // An async script holds the page's load event, not the app: wait for the question instead.
    await page.goto("/practice/13", { waitUntil: "commit" });
    await expect(page.getByTestId("question-stem")).toBeVisible();
    expect(early).toBe(true);
    release();
    // The late script has run (its module evaluated) and started nothing.
    await page.waitForFunction(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
        (e) => /\/assets\/early-start-/.test(e.name) && e.responseEnd > 0,
      ),
    );
    await page.waitForTimeout(300);
    const set = "/api/sections/13/questions?random=true&limit=10";
    for (const url of [set, "/api/auth/user", "/api/sections", "/api/config"])
      expect(
        reads.filter((r) => r === url),
        url,
      ).toHaveLength(1);
  });
});
