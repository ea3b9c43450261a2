import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

// A full test finished by its (shortened, TEST_HOOKS) clock: ten subtests of 3 s each.
test.describe.configure({ timeout: 120_000 });

interface FullTestView {
  id: string;
  status: string;
  active: { secondsRemaining: number } | null;
  results: { afqtPercentile: number; composites: { army: Record<string, number> } } | null;
}

/** Runs a full test through its API calls (same-origin, with the session cookie), letting each subtest time out. */
async function finishFullTest(page: Page): Promise<NonNullable<FullTestView["results"]>> {
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data, headers: { origin } });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as FullTestView;
  };
  let view = await post("/api/full-tests", { timeScale: 0.001 });
  for (let i = 0; i < 10; i++) {
    view = await post(`/api/full-tests/${view.id}/next`, {});
    await page.waitForTimeout((view.active?.secondsRemaining ?? 3) * 1000 + 300);
    view = (await (await page.request.get(`/api/full-tests/${view.id}`)).json()) as FullTestView;
  }
  expect(view.status).toBe("completed");
  if (!view.results) throw new Error("full test not scored");
  return view.results;
}

test("the pathfinder fills itself from the latest full test, searches, and browses", async ({ page }) => {
  await signUp(page);
  await page.goto("/mos-pathfinder");
  await expect(page.getByRole("heading", { name: "MOS Pathfinder Dashboard" })).toBeVisible();
  // Before any full test: an empty form, the search button off (§5), nothing shown (§2.5).
  const find = page.getByRole("button", { name: "Find Positions" });
  await expect(find).toBeDisabled();
  await expect(page.getByTestId("pathfinder-results")).toHaveCount(0);

  const results = await finishFullTest(page);
  await page.reload();
  await expect(page.getByTestId("prefill-note")).toContainText(`AFQT ${results.afqtPercentile}`);
  await expect(page.getByLabel("AFQT score")).toHaveValue(String(results.afqtPercentile));
  await expect(page.getByLabel(/^GT/)).toHaveValue(String(results.composites.army.GT));

  // One click: the screen shows what the API answers for those scores (results or the §8 empty state).
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/mos-pathfinder") && r.request().method() === "POST");
  await find.click();
  const body = (await (await answer).json()) as { qualifyingPositions: unknown[]; totalPositions: number };
  expect(body.totalPositions).toBe(162);
  if (body.qualifyingPositions.length > 0) {
    await expect(page.getByText(`${body.qualifyingPositions.length} of 162 positions`)).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { name: "No Qualifying Positions" })).toBeVisible();
    await expect(page.getByText("Try improving your scores or check different line score combinations.")).toBeVisible();
  }

  // Typed scores: Army, AFQT 60 and ST 101 open 68W Combat Medic Specialist (ST ≥ 101), with its salary in whole USD.
  await page.getByLabel("Branch").first().selectOption("army");
  await page.getByLabel("AFQT score").fill("60");
  await page.getByLabel(/^ST/).fill("101");
  await find.click();
  const medic = page.getByTestId("position-army-68W");
  await expect(medic).toBeVisible();
  await expect(medic).toContainText("$28,886 / year");

  // Browse: Army medical positions, after asking.
  await page.getByRole("tab", { name: "Browse All Positions" }).click();
  const browse = page.getByRole("tabpanel", { name: "Browse All Positions" });
  await browse.getByLabel("Branch").selectOption("army");
  await browse.getByLabel("Category").selectOption("medical");
  await browse.getByRole("button", { name: "Show Positions" }).click();
  await expect(page.getByTestId("browse-results")).toContainText("4 positions");
  await expect(page.getByTestId("browse-results").getByTestId("position-army-68K")).toBeVisible();
});
