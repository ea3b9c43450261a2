import { expect, signUp, test } from "./fixtures";

// Adding, editing and deleting records with charts took 26–31 s on the loaded CI machine: the default 30 s was too tight.
test.describe.configure({ timeout: 90_000 });

/** A day `n` days ago in the browser's calendar, as a date input takes it. */
function daysAgo(n: number): string {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test.describe("/fitness, the fitness tracker", () => {
  test("add two records → charts, ratings against the Navy's minimums, the spec's toast; edit and delete", async ({ page }) => {
    await signUp(page);
    await page.getByTestId("branch-navy").click();
    await expect(page.getByTestId("toast")).toContainText("Target branch updated");

    await page.goto("/fitness");
    await expect(page.getByRole("heading", { level: 1, name: "Fitness Tracker" })).toBeVisible();
    await expect(page.getByTestId("fitness-status-badge")).toHaveText("No results yet");
    await expect(page.getByTestId("fitness-standards")).toContainText("Navy PRT");

    // The form toggles open and closed.
    const toggle = page.getByRole("button", { name: "Add Record" });
    await toggle.click();
    await expect(page.getByRole("form", { name: "Add a fitness record" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("form", { name: "Add a fitness record" })).toHaveCount(0);
    await toggle.click();
    const form = page.getByRole("form", { name: "Add a fitness record" });

    // A slip is caught with its field error, and nothing is saved.
    await form.getByLabel("Push-ups").fill("250");
    await form.getByRole("button", { name: "Save Record" }).click();
    await expect(form.getByText("Push-ups must be between 0 and 200")).toBeVisible();

    // First record, ten days ago.
    await form.getByLabel("Push-ups").fill("30");
    await form.getByLabel("Run Minutes").fill("14");
    await form.getByLabel("Run Seconds").fill("5");
    await form.getByLabel("Date").fill(daysAgo(10));
    await form.getByRole("button", { name: "Save Record" }).click();
    await expect(page.getByTestId("toast")).toContainText("Fitness Record Added");
    // Cleared after save (spec §4).
    await expect(form.getByLabel("Push-ups")).toHaveValue("");
    await expect(form.getByLabel("Run Minutes")).toHaveValue("");
    await expect(page.getByTestId("rating-pushUps")).toContainText("Below minimum");
    await expect(page.getByTestId("rating-pushUps")).toContainText("12 more reps needed");

    // Second record, today.
    await form.getByLabel("Push-ups").fill("45");
    await form.getByLabel("Sit-ups").fill("60");
    await form.getByLabel("Run Minutes").fill("12");
    await form.getByLabel("Run Seconds").fill("30");
    await form.getByRole("button", { name: "Save Record" }).click();
    await expect(page.getByTestId("toast")).toContainText("Fitness Record Added");

    // Charts per event over time.
    await expect(page.getByTestId("chart-pushUps")).toContainText("2 results, from 30 to 45.");
    await expect(page.getByTestId("chart-run")).toContainText("2 results, from 14:05 to 12:30.");
    await expect(page.getByTestId("chart-sitUps")).toContainText("One result so far: 60");
    await expect(page.getByTestId("chart-pushUps").locator(".recharts-line-curve")).toBeVisible();

    // Ratings against the Navy's minimums (men 17-19 until a profile says otherwise): push-ups 42, run 12:45.
    await expect(page.getByTestId("rating-pushUps")).toContainText("Meets minimum");
    await expect(page.getByTestId("rating-run")).toContainText("Meets minimum");
    await expect(page.getByTestId("rating-plank")).toContainText("Not recorded");
    await expect(page.getByTestId("fitness-status-badge")).toHaveText("On track");
    await expect(page.getByTestId("spec-ratings")).toContainText("Fair");

    // A birth year and sex choose the table: women 20-24 (push-ups 16).
    await page.getByLabel("Birth year").fill(String(new Date().getFullYear() - 22));
    await page.getByLabel("Sex").selectOption("female");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("fitness-standards")).toContainText("Navy PRT · Female, 20–24");
    await expect(page.getByTestId("rating-pushUps")).toContainText("Minimum: 16");

    // Edit the older record, then delete it.
    const history = page.getByTestId("fitness-history");
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await history
      .getByRole("button", { name: /^Edit the record of/ })
      .last()
      .click();
    const edit = page.getByRole("form", { name: "Edit fitness record" });
    await expect(edit.getByLabel("Push-ups")).toHaveValue("30");
    await edit.getByLabel("Push-ups").fill("33");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("toast")).toContainText("Fitness Record Updated");
    await expect(page.getByTestId("chart-pushUps")).toContainText("from 33 to 45");

    await history
      .getByRole("button", { name: /^Delete the record of/ })
      .last()
      .click();
    await page.getByRole("button", { name: "Delete Record" }).click();
    await expect(page.getByTestId("toast")).toContainText("Fitness Record Deleted");
    await expect(history.getByRole("listitem")).toHaveCount(1);

    // Stored on the server: still there after a reload.
    await page.reload();
    await expect(page.getByTestId("chart-pushUps")).toContainText("One result so far: 45");
  });

  test("without a target branch: a link to choose one, and every branch's minimums", async ({ page }) => {
    await signUp(page);
    await page.goto("/fitness");
    await expect(page.getByTestId("fitness-no-branch").getByRole("link", { name: "Choose a branch" })).toHaveAttribute(
      "href",
      "/dashboard#target-branch",
    );
    const standards = page.getByTestId("fitness-standards");
    for (const test of ["Army AFT", "Navy PRT", "Marine Corps PFT", "Air Force PFA", "Coast Guard Recruit PFT", "Space Force PFA"]) {
      await expect(standards).toContainText(test);
    }
  });
});
