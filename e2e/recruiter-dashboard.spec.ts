import { expect, signUp, test, uniqueUsername } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

test("a recruiter signs up, fills the Basic plan's roster to its cap, is refused the next, and edits a status", async ({ page }) => {
  const username = uniqueUsername("rec");
  await page.goto("/recruiter-signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create your recruiter account" })).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Email", { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("long-secret-42");
  await page.getByLabel("Confirm password", { exact: true }).fill("long-secret-42");
  await page.getByLabel("Display name", { exact: true }).fill("SSG Maria Lopez");
  await page.getByLabel("Organization", { exact: true }).fill("U.S. Army Recruiting Command");
  await page.getByLabel("Branch", { exact: true }).selectOption("army");
  await page.getByLabel("Station", { exact: true }).fill("Austin North Recruiting Station");
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel("Recruiter code", { exact: true }).fill(code);
  await page.getByLabel("Office address", { exact: true }).fill("500 W 5th St");
  await page.getByLabel("ZIP code", { exact: true }).fill("00000");
  await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0100");
  await page.getByLabel("Office contact email", { exact: true }).fill("office@example.com");
  await page.getByLabel("Office hours", { exact: true }).fill("Mon-Fri 9:00-18:00");
  await page.getByRole("button", { name: "Create recruiter account" }).click();
  // The server resolves the ZIP: an unknown one is a field error.
  await expect(page.getByText("We could not find this ZIP code")).toBeVisible();
  await page.getByLabel("ZIP code", { exact: true }).fill("78701");
  await page.getByRole("button", { name: "Create recruiter account" }).click();

  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeVisible();
  const header = page.getByTestId("recruiter-header");
  await expect(header).toContainText("U.S. Army Recruiting Command");
  await expect(header).toContainText(`Code: ${code}`);
  await expect(header).toContainText("0 / 5 recruits");
  await expect(page.getByText("No recruits yet")).toBeVisible();

  // The first recruit through the empty state's button, with the §5 validation on the way.
  await page.getByRole("button", { name: "Add First Recruit" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Recruit" });
  await dialog.getByLabel("ASVAB goal score").fill("20");
  await dialog.getByRole("button", { name: "Create recruit account" }).click();
  await expect(dialog.getByText("Recruit name is required")).toBeVisible();
  await expect(dialog.getByText("ASVAB goal score must be between 31 and 99")).toBeVisible();
  await dialog.getByLabel("Recruit name").fill("Jordan Alvarez");
  await dialog.getByLabel("Email").fill("jordan@example.com");
  await dialog.getByLabel("Target branch").selectOption("army");
  await dialog.getByLabel("Target MOS").fill("17C");
  await dialog.getByLabel("ASVAB goal score").fill("70");
  await dialog.getByRole("button", { name: "Create recruit account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recruit account created successfully");
  await expect(dialog).toHaveCount(0);
  await expect(header).toContainText("1 / 5 recruits");
  await expect(page.getByRole("row", { name: /Jordan Alvarez/ })).toContainText("jordan@example.com");

  // Three more straight through the API (same origin, the page's session).
  const origin = new URL(page.url()).origin;
  for (const name of ["Kayla Brooks", "Marcus Chen", "Priya Desai"]) {
    const res = await page.request.post("/api/recruiter/recruits", {
      data: { recruitName: name, targetBranch: "navy", asvabGoalScore: 50 },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(header).toContainText("4 / 5 recruits");
  // 80% of the cap: the warning card.
  await expect(page.getByRole("heading", { name: "Approaching Recruit Limit" })).toBeVisible();

  // The fifth through the dialog fills the roster; the button then disables.
  await page.getByRole("button", { name: "Add Recruit" }).click();
  await dialog.getByLabel("Recruit name").fill("Diego Garcia");
  await dialog.getByLabel("Target branch").selectOption("marines");
  await dialog.getByLabel("ASVAB goal score").fill("55");
  await dialog.getByRole("button", { name: "Create recruit account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recruit account created successfully");
  await expect(header).toContainText("5 / 5 recruits");
  await expect(page.getByRole("button", { name: "Add Recruit" })).toBeDisabled();

  // The server refuses a sixth, with the plan in its message.
  const sixth = await page.request.post("/api/recruiter/recruits", {
    data: { recruitName: "One Too Many", targetBranch: "army", asvabGoalScore: 50 },
    headers: { origin },
  });
  expect(sixth.status()).toBe(409);
  expect((await sixth.json()).message).toBe("Recruit limit reached for your Basic plan (5 recruits)");

  // Metrics from the roster; then edit a status and a score.
  await expect(page.getByTestId("metric-activeRecruits")).toHaveText("5");
  await page.getByRole("button", { name: "Edit Jordan Alvarez" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Recruit" });
  await edit.getByLabel("Current score").fill("");
  await edit.getByLabel("Status").selectOption("enlisted");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Recruit updated successfully");
  const row = page.getByRole("row", { name: /Jordan Alvarez/ });
  await expect(row).toContainText("Enlisted");
  await expect(row).toContainText("0 / 70");
  await expect(page.getByTestId("metric-enlisted")).toHaveText("1");
  await expect(page.getByTestId("metric-activeRecruits")).toHaveText("4");

  // The upgrade dialog shows the plan and usage.
  await page.getByRole("button", { name: "View Plans" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade Your Recruiter Plan" });
  await expect(upgrade).toContainText("Current plan: Basic");
  await expect(upgrade).toContainText("Usage: 5 of 5 recruits (100%)");
});

test("signed-out visitors see the demo dashboard with sample data", async ({ page }) => {
  await page.goto("/recruiter-dashboard");
  await expect(page.getByText("Demo Mode")).toBeVisible();
  await expect(page.getByText("You're viewing sample data. Sign up to access real recruiter features.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Jordan Alvarez/ })).toBeVisible();
  await expect(page.getByTestId("recruiter-header")).toContainText("4 / 5 recruits");
  for (const metric of ["Active Recruits", "Avg Score", "Tests Taken", "Enlisted", "Dropped"]) {
    await expect(page.getByText(metric, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Add Recruit" }).click();
  await expect(page).toHaveURL(/\/recruiter-signup$/);
});

test("a learner sees Access Denied", async ({ page }) => {
  await signUp(page);
  await page.goto("/recruiter-dashboard");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the Recruiter Dashboard. This feature is restricted to authorized personnel only."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page.getByTestId("dashboard")).toBeVisible();
});

test("a learner shares live progress with an invite code and revokes it at once", async ({ page, browser, baseURL }) => {
  // The recruiter, through the API in a context of its own.
  const recruiterContext = await browser.newContext();
  const recruiter = recruiterContext.request;
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const username = uniqueUsername("recl");
  const signup = await recruiter.post(`${origin}/api/recruiter/signup`, {
    headers: { origin },
    data: {
      username,
      email: `${username}@example.com`,
      password: "long-secret-42",
      confirmPassword: "long-secret-42",
      recruiterCode: `L-${Date.now().toString(36)}`,
      displayName: "PO1 Sam Rivera",
      organization: "Navy Recruiting Command",
      branch: "navy",
      station: "Norfolk Station",
      address: "200 Granby St",
      zipCode: "23510",
      phone: "(757) 555-0177",
      contactEmail: "norfolk@example.com",
      hours: "Mon-Fri 9-5",
    },
  });
  expect(signup.status()).toBe(201);
  const added = await recruiter.post(`${origin}/api/recruiter/recruits`, {
    headers: { origin },
    data: { recruitName: "Learner Friend", targetBranch: "navy", asvabGoalScore: 50 },
  });
  const { id } = (await added.json()) as { id: number };
  const { code } = (await (
    await recruiter.post(`${origin}/api/recruiter/recruits/${id}/invite`, { headers: { origin }, data: {} })
  ).json()) as {
    code: string;
  };

  await signUp(page);
  await page.goto("/recruiter-access");
  await expect(page.getByRole("heading", { level: 1, name: "Recruiter access" })).toBeVisible();
  await expect(page.getByText("No recruiter can see your progress.")).toBeVisible();
  await page.getByLabel("Invite code from your recruiter").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Share my progress" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your recruiter can now see your progress");
  await expect(page.getByText("PO1 Sam Rivera")).toBeVisible();
  const live = async () => ((await (await recruiter.get(`${origin}/api/recruiter/recruits`)).json()) as Array<{ live: boolean }>)[0]?.live;
  expect(await live()).toBe(true);

  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByText("No recruiter can see your progress.")).toBeVisible();
  expect(await live()).toBe(false);
  await recruiterContext.close();
});
