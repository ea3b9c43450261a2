import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { AR_ITEMS } from "../src/content/items/ar";
import type { AuthoredItem } from "../src/content/types";
import { expect, signIn, signUp, test, uniqueUsername } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

const LETTERS = ["A", "B", "C", "D"] as const;
/**
 * Reading a photo takes about a second, but the first analysis after the server starts also loads the bank and
 * trains the subject classifier, and this suite runs two browsers on a small machine.
 */
const ANALYSIS_TIMEOUT = 45_000;

function item(id: string): AuthoredItem {
  const found = AR_ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`${id} is not in the bank`);
  return found;
}

/**
 * A photo of one of our bank's questions as a learner would take it: the stem and its four options printed on
 * off-white paper, a little askew. Rendered by the browser and screenshotted, so the scanner reads real pixels.
 */
async function questionPhoto(browser: Browser, question: AuthoredItem, type: "png" | "jpeg" = "png"): Promise<Buffer> {
  const paper = await browser.newPage({ viewport: { width: 1000, height: 520 } });
  const options = question.options.map((o, i) => `<p>${LETTERS[i]}) ${o}</p>`).join("");
  await paper.setContent(`<!doctype html><html><body style="margin:0;background:#d9d4c7">
    <div style="margin:28px;padding:28px 36px;background:#fbfaf5;transform:rotate(-1deg);font:24px/1.45 Georgia,serif;color:#1b1b1b">
      <p style="margin:0 0 14px">${question.stem}</p>${options}
    </div></body></html>`);
  const shot = await paper.screenshot({ type, ...(type === "jpeg" ? { quality: 90 } : {}) });
  await paper.close();
  return shot;
}

/** Opens the scanner and waits for the weekly meter (the usage read can be slow while another test's OCR runs). */
async function openScanner(page: Page) {
  await page.goto("/photo-solve");
  await expect(page.getByRole("heading", { name: "Photo-Solve Scanner", level: 1 })).toBeVisible();
  await expect(page.getByTestId("scan-usage").or(page.getByTestId("scan-limit"))).toBeVisible({ timeout: 20_000 * SLOW_FACTOR });
}

async function uploadPhoto(page: Page, png: Buffer, name = "question.png") {
  await page.getByTestId("photo-upload-input").setInputFiles({ name, mimeType: "image/png", buffer: png });
}

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a signed-out visitor is asked to sign in", async ({ page }) => {
  await page.goto("/photo-solve");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByText("Please log in to use the photo scanner.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expectNoSeriousAxeViolations(page);
});

test("a photo of a bank question is read, its subject found and solved step by step", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const question = item("AR-001");
  await signUp(page);
  await openScanner(page);

  // Free plan: the weekly meter, the reset date and the upgrade card (from the server's usage read).
  const meter = page.getByTestId("scan-usage");
  await expect(meter).toContainText("0 of 3 photo scans used this week");
  await expect(meter).toContainText("3 scans left");
  await expect(meter).toContainText(/Resets Sunday, \w+ \d+/);
  await expect(page.getByTestId("photo-solve-upgrade").getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
  await expect(page.getByText("No scans yet.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await uploadPhoto(page, await questionPhoto(browser, question));
  const dialog = page.getByRole("dialog", { name: "Question Analysis" });
  await expect(dialog).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(dialog.getByRole("img", { name: "The photo of the question that was scanned" })).toBeVisible();
  await expect(dialog.getByTestId("extracted-text")).toContainText("convoy truck travels at a steady 48 miles per hour");
  await expect(dialog.getByTestId("extracted-text")).toContainText("132 miles");
  await expect(dialog.getByTestId("detected-subject")).toHaveText("Arithmetic Reasoning");
  // Our own item, matched in the bank: the scanner is sure, and says so with the spec's label.
  await expect(dialog.getByTestId("scan-confidence")).toContainText("High");
  await expect(dialog.getByTestId("photo-solution")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "[data-testid=analysis-dialog]");

  await dialog.getByRole("button", { name: "Generate Step-by-Step Solution" }).click();
  const solution = dialog.getByTestId("photo-solution");
  await expect(solution).toBeVisible();
  await expect(solution.getByTestId("solution-answer")).toContainText(`D) ${question.options[3]}`);
  await expect(solution.getByRole("heading", { name: "Steps" })).toBeVisible();
  await expect(solution.getByRole("listitem").first()).toBeVisible();
  await expect(solution).toContainText("Difficulty:");

  // Closed and opened again from the recent list: the same analysis, solution attached.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(meter).toContainText("1 of 3 photo scans used this week");
  const recent = page.getByTestId("recent-scan");
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText("A convoy truck travels");
  await expect(recent.first()).toContainText("Solved");
  await recent.first().click();
  await expect(dialog.getByTestId("solution-answer")).toContainText(question.options[3]);
});

test("a typed question is analysed and solved; blank input is refused with the spec's message", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await openScanner(page);

  await page.getByRole("button", { name: "Analyze Question" }).click();
  await expect(page.getByTestId("toast").getByText("Missing Information")).toBeVisible();
  await expect(page.getByTestId("toast").getByText("Please enter text and select an ASVAB subject.")).toBeVisible();

  // Not a bank item: composed here, so the math solver has to work it out.
  await page
    .getByLabel("Question text")
    .fill(
      "A recon team drives at 55 miles per hour. How far does it travel in 3 hours 30 minutes?\nA) 165 miles\nB) 180.5 miles\nC) 192.5 miles\nD) 200 miles",
    );
  await page.getByRole("button", { name: "Analyze Question" }).click();
  await expect(page.getByTestId("toast").getByText("Missing Information")).toBeVisible();
  await page.getByLabel("ASVAB subject").selectOption("AR");
  await page.getByRole("button", { name: "Analyze Question" }).click();

  const dialog = page.getByRole("dialog", { name: "Question Analysis" });
  await expect(dialog).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(dialog.getByText("Typed question")).toBeVisible();
  await expect(dialog.getByTestId("detected-subject")).toHaveText("Arithmetic Reasoning");
  await dialog.getByRole("button", { name: "Generate Step-by-Step Solution" }).click();
  await expect(dialog.getByTestId("solution-answer")).toContainText("C) 192.5 miles");
  await expect(dialog.getByTestId("photo-solution")).toContainText("Worked out by the math solver");
  await expect(dialog.getByTestId("photo-solution").getByRole("listitem").first()).toBeVisible();

  // Typed questions do not use the weekly photo scans.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("scan-usage")).toContainText("0 of 3 photo scans used this week");
  await expect(page.getByTestId("recent-scan").first()).toContainText("Typed");

  // A science fact our bank does not hold: no guess, but the subject's study guide and similar questions.
  await page
    .getByLabel("Question text")
    .fill("Which gas makes up most of the atmosphere of Mars?\nA) Oxygen\nB) Nitrogen\nC) Carbon dioxide\nD) Argon");
  await page.getByLabel("ASVAB subject").selectOption("GS");
  await page.getByRole("button", { name: "Analyze Question" }).click();
  await expect(dialog.getByTestId("detected-subject")).toHaveText("General Science", { timeout: ANALYSIS_TIMEOUT });
  await expect(dialog.getByTestId("scan-confidence")).toContainText("Low");
  await dialog.getByRole("button", { name: "Generate Step-by-Step Solution" }).click();
  await expect(dialog.getByTestId("solution-answer")).toContainText("No confident solution");
  const guide = dialog.getByTestId("solution-study-guide");
  await expect(guide).toContainText("General Science Study Guide");
  await expect(guide).not.toContainText("##");
  await expect(guide.getByRole("link", { name: "Open Study Materials" })).toHaveAttribute("href", "/study-materials");
  await expect(dialog.getByTestId("solution-similar").getByRole("listitem").first()).toBeVisible();
  await expect(dialog.getByTestId("solution-similar").getByRole("link", { name: /^Practice / })).toHaveAttribute(
    "href",
    /^\/practice\/\d+$/,
  );
});

test("the fourth photo scan of the week is refused with 'Scan Limit Reached'", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUp(page);
  await openScanner(page);
  const photos = await Promise.all(["AR-003", "AR-008", "AR-009", "AR-014"].map((id) => questionPhoto(browser, item(id))));
  const dialog = page.getByRole("dialog", { name: "Question Analysis" });

  for (const [i, photo] of photos.slice(0, 2).entries()) {
    await uploadPhoto(page, photo);
    await expect(dialog).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("scan-usage")).toContainText(`${i + 1} of 3 photo scans used this week`);
  }

  // A second tab opened now still believes one scan is left.
  const other = await page.context().newPage();
  await openScanner(other);
  await expect(other.getByTestId("scan-usage")).toContainText("1 scan left");

  await uploadPhoto(page, photos[2]!);
  await expect(dialog).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await page.keyboard.press("Escape");
  const limit = page.getByTestId("scan-limit");
  await expect(limit).toContainText("Scan Limit Reached");
  await expect(limit).toContainText("Upgrade to Premium for unlimited scans or wait for your weekly reset.");
  await expect(limit).toContainText(/come back Sunday, \w+ \d+/);
  await expect(page.getByRole("button", { name: "Open Camera" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Choose Image" })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  // The fourth scan, from the stale tab: the server refuses it and the tab catches up.
  await uploadPhoto(other, photos[3]!);
  await expect(other.getByTestId("toast").getByText("Scan Limit Reached")).toBeVisible({ timeout: 15_000 * SLOW_FACTOR });
  await expect(other.getByTestId("scan-limit")).toBeVisible();
  await expect(other.getByRole("button", { name: "Choose Image" })).toBeDisabled();
  await expect(other.getByTestId("recent-scan")).toHaveCount(3);

  // Typed questions stay open at the limit.
  await expect(page.getByRole("button", { name: "Analyze Question" })).toBeEnabled();
  await other.close();
});

test("a refused camera says 'Camera Access Denied' and offers an upload instead", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.context().clearPermissions();
  await openScanner(page);
  await page.getByRole("button", { name: "Open Camera" }).click();
  await expect(page.getByTestId("toast").getByText("Camera Access Denied")).toBeVisible();
  const denied = page.getByRole("dialog", { name: "Camera Access Denied" });
  await expect(denied).toBeVisible();
  await expectNoSeriousAxeViolations(page, "[data-testid=capture-dialog]");

  const chooser = page.waitForEvent("filechooser");
  await denied.getByRole("button", { name: "Upload a Photo Instead" }).click();
  await (await chooser).setFiles({ name: "question.png", mimeType: "image/png", buffer: await questionPhoto(browser, item("AR-009")) });
  await expect(page.getByRole("dialog", { name: "Question Analysis" })).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(page.getByTestId("detected-subject")).toHaveText("Arithmetic Reasoning");
});

test("the camera captures a frame as JPEG and the scanner reads it", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  // Chromium's fake camera plays an MJPEG file (concatenated JPEG frames): here, a photo of a bank question.
  const question = item("AR-001");
  const frame = await questionPhoto(browser, question, "jpeg");
  const dir = await mkdtemp(join(tmpdir(), "photo-solve-camera-"));
  const video = join(dir, "question.mjpeg");
  await writeFile(video, Buffer.concat([frame, frame, frame]));

  const withCamera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await withCamera.newContext({ baseURL: String(testInfo.project.use.baseURL), permissions: ["camera"] });
    const learner = await context.newPage();
    // This browser is not the fixture's: its console is checked here, as the fixture does for every other test.
    const errors: string[] = [];
    learner.on("console", (msg) => {
      if (msg.type() === "error" && !/the server responded with a status of 4\d\d/.test(msg.text())) errors.push(msg.text());
    });
    learner.on("pageerror", (err) => errors.push(err.message));
    const sent: string[] = [];
    learner.on("request", (request) => {
      if (request.url().endsWith("/api/photo-solve/scan")) sent.push(String((request.postDataJSON() as { imageData: string }).imageData));
    });
    await signUp(learner, uniqueUsername("camera"));
    await openScanner(learner);
    await learner.getByRole("button", { name: "Open Camera" }).click();
    const capture = learner.getByRole("dialog", { name: "Capture Question" });
    await expect(capture.getByRole("button", { name: "Capture" })).toBeEnabled({ timeout: 15_000 * SLOW_FACTOR });
    await capture.getByRole("button", { name: "Capture" }).click();
    await expect(capture.getByRole("img", { name: "Captured photo" })).toBeVisible();
    await capture.getByRole("button", { name: "Scan This Photo" }).click();

    const dialog = learner.getByRole("dialog", { name: "Question Analysis" });
    await expect(dialog).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
    expect(sent[0]).toMatch(/^data:image\/jpeg;base64,/);
    await expect(dialog.getByTestId("extracted-text")).toContainText("convoy truck");
    await expect(dialog.getByTestId("detected-subject")).toHaveText("Arithmetic Reasoning");
    expect(errors, "console errors").toEqual([]);
    await context.close();
  } finally {
    await withCamera.close();
  }
});

test("an upload that is not a JPEG, PNG or WebP image, or is too big, is refused before it is sent", async ({ page }) => {
  await signUp(page);
  await openScanner(page);
  const scans: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/photo-solve/scan")) scans.push(request.url());
  });
  const input = page.getByTestId("photo-upload-input");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("What is 2 + 2?") });
  await expect(page.getByTestId("upload-problem")).toHaveText("“notes.txt” is not a JPEG, PNG or WebP image.");
  await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(9 * 1024 * 1024, 1) });
  await expect(page.getByTestId("upload-problem")).toHaveText("“huge.png” is 9 MB; the limit is 8 MB. Crop it or take a smaller photo.");
  expect(scans).toEqual([]);
  await expect(page.getByTestId("scan-usage")).toContainText("0 of 3 photo scans used this week");
});

test("a premium learner has no weekly meter and no upgrade card", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025"); // the demo admin is on the annual plan
  const usage = page.waitForResponse((r) => r.url().includes("/api/photo-solve/usage"));
  await page.goto("/photo-solve");
  // The server says the plan is unlimited; only then is the absence of the meter worth checking.
  expect(await (await usage).json()).toMatchObject({ weeklyLimit: null, scansRemaining: null });
  await expect(page.getByRole("heading", { name: "Recent Scans" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose Image" })).toBeEnabled();
  await expect(page.getByTestId("scan-usage")).toHaveCount(0);
  await expect(page.getByTestId("scan-limit")).toHaveCount(0);
  await expect(page.getByTestId("photo-solve-upgrade")).toHaveCount(0);
});
