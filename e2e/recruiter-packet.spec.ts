import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { packetData } from "@contracts/recruiter-packet";
import { expect, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

test.describe.configure({ timeout: 90_000 });

/** Ten Arithmetic Reasoning questions (an AFQT section, so the AFQT estimate has a value) answered through the practice screen, then its results dialog. */
async function finishPracticeTest(page: Page) {
  await page.goto("/practice/10");
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByTestId("question-counter")).toHaveText(`Question ${n} of 10`);
    await page.getByTestId(`option-${n % 4}`).click();
    await expect(page.getByTestId("feedback")).toBeVisible();
    await page.getByRole("button", { name: n === 10 ? "Finish" : "Next" }).click();
  }
  await expect(page.getByTestId("results").getByRole("heading", { name: "Test Complete!" })).toBeVisible();
}

test("the packet needs a finished test; then it is made with the server's steps, downloaded, unzipped and checked", async ({
  page,
  baseURL,
}) => {
  await signUp(page);
  await page.goto("/recruiter-packet");
  await expect(page.getByRole("heading", { name: "Recruiter Packet", level: 1 })).toBeVisible();
  await expect(page.getByTestId("packet-needs-test")).toContainText("Complete at least one practice test to generate your packet");
  await expect(page.getByTestId("generate-packet")).toBeDisabled();
  await expect(page.getByTestId("packet-contents")).toContainText("packet.json");
  await expect(page.getByRole("heading", { name: "How to Use Your Packet" })).toBeVisible();
  await expect(page.getByTestId("packets-empty")).toBeVisible();

  await finishPracticeTest(page);
  // A fitness record through the same call the fitness tracker makes.
  const added = await page.request.post("/api/fitness-metrics", {
    headers: { origin: baseURL ?? "" },
    data: { pushUps: 52, sitUps: 61, runTimeMinutes: 13, runTimeSeconds: 5, runDistance: "1.5_mile", testType: "practice" },
  });
  expect(added.status()).toBe(201);

  await page.goto("/recruiter-packet");
  await expect(page.getByTestId("tile-fitness")).toContainText("1");
  const afqtTile = (await page.getByTestId("tile-afqt").locator("p").nth(1).textContent())?.trim();
  await expect(page.getByTestId("generate-packet")).toBeEnabled();

  // Every step label and percentage the screen shows while the packet is made, as the server reports them.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { packetSteps: string[] }).packetSteps = seen;
    new MutationObserver(() => {
      const step = document.querySelector("[data-testid=packet-step]")?.textContent ?? "";
      const percent = document.querySelector("[data-testid=packet-percent]")?.textContent ?? "";
      const entry = `${step} ${percent}`.trim();
      if (entry && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const download = page.waitForEvent("download", { timeout: 30_000 * SLOW_FACTOR });
  await page.getByTestId("generate-packet").click();
  await expect(page.getByTestId("packet-progress")).toBeVisible();
  await expect(page.getByTestId("packet-step")).toHaveText("Complete", { timeout: 20_000 * SLOW_FACTOR });
  await expect(page.getByTestId("packet-percent")).toHaveText("100%");
  await expect(page.getByTestId("toast").getByText("Recruiter Packet Generated!")).toBeVisible();
  for (const step of [
    "collecting_fitness",
    "study_performance",
    "afqt_estimate",
    "dashboard",
    "fitness_reports",
    "study_log",
    "packaging",
  ]) {
    await expect(page.getByTestId(`packet-step-${step}`)).toHaveAttribute("data-state", "done");
  }
  const seen = await page.evaluate(() => (window as unknown as { packetSteps: string[] }).packetSteps);
  console.log(`steps seen: ${seen.join(" | ")}`);
  expect(seen.at(-1)).toBe("Complete 100%");
  // Only the server's own steps ever show, at their §4 percentages.
  for (const entry of seen) expect(entry).toMatch(/^(Waiting to start… 0%|.+… (10|25|40|55|70|85|95)%|Complete 100%)$/);

  // The zip arrives by itself about 2 s after "Complete".
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^recruiter-packet-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByTestId("toast").getByText("Download Started")).toBeVisible();
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(files).sort()).toEqual(["fitness-report.pdf", "packet.json", "score-summary.pdf", "study-log.csv"]);
  const data = packetData.parse(JSON.parse(strFromU8(files["packet.json"]!)));
  expect(String(data.afqt.score)).toBe(afqtTile);
  expect(data.summary.completedTests).toBe(1);
  expect(data.sections.find((s) => s.code === "AR")).toMatchObject({ completedQuestions: 10, practised: true });
  expect(data.fitness.records).toEqual([expect.objectContaining({ pushUps: 52, sitUps: 61, runTimeMinutes: 13, runTimeSeconds: 5 })]);
  expect(data.studyLog.days).toHaveLength(28);
  expect(data.cheatSheet.included).toBe(false);
  expect(strFromU8(files["study-log.csv"]!).split("\r\n")[0]).toBe("date,duration_minutes");
  const summary = (await extractText(await getDocumentProxy(files["score-summary.pdf"]!.slice()), { mergePages: true })).text;
  expect(summary).toContain("Recruiter packet: score summary");
  expect(summary).toContain("Arithmetic Reasoning");
  expect(summary).toContain("FREE PLAN - ASVAB Prep");
  const fitness = (await extractText(await getDocumentProxy(files["fitness-report.pdf"]!.slice()), { mergePages: true })).text;
  expect(fitness).toContain("13:05 (1.5 mile)");

  // The packet is listed with its download counted; 'Share with my recruiter' sets the flag.
  const card = page.getByTestId("packet-card").first();
  await expect(card).toContainText("Downloaded 1 time");
  await card.getByTestId("share-packet").click();
  await expect(page.getByTestId("toast").getByText("Shared with your recruiter")).toBeVisible();
  await expect(card).toContainText("Shared with recruiters");
  await expect(card.getByTestId("share-packet")).toHaveText("Stop sharing");
});
