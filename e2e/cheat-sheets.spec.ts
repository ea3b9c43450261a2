import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, signIn, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

// A practice test of ten questions, a background job and a download: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A Word Knowledge practice test answered with the first option throughout: most answers are wrong. */
async function answerWordKnowledge(page: Page) {
  await page.goto("/practice");
  await page.getByLabel("Choose a section").selectOption({ label: "Word Knowledge" });
  const counter = page.getByTestId("question-counter");
  for (let n = 1; n <= 10; n++) {
    await expect(counter).toHaveText(`Question ${n} of 10`);
    await page.getByTestId("option-0").click();
    await expect(page.getByTestId("feedback")).toBeVisible();
    await page.getByRole("button", { name: n < 10 ? "Next" : "Finish" }).click();
  }
  await expect(page.getByTestId("results").getByRole("heading", { name: "Test Complete!" })).toBeVisible();
}

/** Generates this week's sheet, waits until it is ready (the page polls), downloads it and returns the PDF's text. */
async function generateAndDownload(page: Page): Promise<{ text: string; weakest: string }> {
  await page.goto("/cheat-sheets");
  const card = page.getByTestId("this-week-sheet");
  await expect(card.getByRole("heading", { name: "This Week's Cheat Sheet" })).toBeVisible();
  await card.getByRole("button", { name: "Generate Cheat Sheet" }).click();
  // One toast at a time: 'Cheat Sheet Generated!' may already have given way to 'Cheat Sheet Ready!'.
  await expect(page.getByTestId("toast").getByText(/^Cheat Sheet (Generated|Ready)!$/)).toBeVisible();
  await expect(page.getByTestId("cheat-sheet-ready")).toBeVisible({ timeout: 30_000 * SLOW_FACTOR });
  await expect(page.getByTestId("toast").getByText("Cheat Sheet Ready!")).toBeVisible();

  // The weakest topic as the screen shows it (worst first), with its severity badge.
  const first = page.getByTestId("weak-topics").getByRole("listitem").first();
  await expect(first.getByTestId("severity-badge")).toHaveText(/Critical|High|Medium|Other/);
  const weakest = (await first.getByTestId("weak-topic-name").getAttribute("data-topic"))!;
  expect(["synonyms", "words in context", "word parts"]).toContain(weakest);

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^asvab-cheat-sheet-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByTestId("toast").getByText("Download Started")).toBeVisible();
  await expect(page.getByTestId("download-count")).toHaveText("Downloaded 1 time");
  const bytes = await readFile((await file.path())!);
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  expect(doc.numPages).toBeLessThanOrEqual(2);
  return { text: (await extractText(doc, { mergePages: true })).text, weakest };
}

test("a free learner: No Study Data Yet, then a watermarked sheet on their weakest topic, one a week", async ({ page }) => {
  await signUp(page);
  await page.goto("/cheat-sheets");
  await expect(page.getByRole("heading", { name: "No Study Data Yet" })).toBeVisible();
  await expect(page.getByTestId("cheat-sheet-premium").getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
    "href",
    "/subscription",
  );

  await answerWordKnowledge(page);
  const { text, weakest } = await generateAndDownload(page);
  expect(text.toLowerCase()).toContain(weakest);
  expect(text).toContain("FREE PLAN - ASVAB Prep");
  expect(text).toContain("Your weakest topics");

  // Free plan: no second sheet this week (the rule book allows one).
  await expect(page.getByTestId("cheat-sheet-limit")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate a Fresh Sheet" })).toHaveCount(0);
});

test("a premium learner's sheet is clean, with every topic on screen", async ({ page }) => {
  await signIn(page, "admin", "admin-demo-2025"); // the demo admin is on the annual plan
  await answerWordKnowledge(page);
  const { text, weakest } = await generateAndDownload(page);
  expect(text.toLowerCase()).toContain(weakest);
  expect(text).not.toContain("FREE PLAN");
  await expect(page.getByTestId("preview-overlay")).toHaveCount(0);
  await expect(page.getByTestId("cheat-sheet-premium")).toHaveCount(0);
});
