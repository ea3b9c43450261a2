import type { Page } from "@playwright/test";
import { expect, test, uniqueUsername } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** A recruiter account through the sign-up call (it signs the page's context in). */
async function signUpRecruiter(page: Page): Promise<void> {
  await page.goto("/recruiter-pricing");
  const username = uniqueUsername("plan");
  const res = await page.request.post("/api/recruiter/signup", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      username,
      email: `${username}@example.com`,
      password: "long-secret-42",
      confirmPassword: "long-secret-42",
      recruiterCode: `PL-${Date.now().toString(36).toUpperCase()}`,
      displayName: "SFC Dana Price",
      organization: "U.S. Navy Recruiting",
      branch: "navy",
      station: "Austin Navy Recruiting Station",
      address: "500 W 5th St",
      zipCode: "78701",
      phone: "(512) 555-0144",
      contactEmail: "navy-office@example.com",
      hours: "Mon-Fri 9:00-17:00",
      specialties: [],
      publicListing: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("the public pricing page shows §9's figures, the toggle, the basic tier, the FAQ and its two buttons", async ({ page }) => {
  await page.goto("/recruiter-pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Recruiter Account Pricing" })).toBeVisible();
  const price = (id: string) => page.getByTestId(`plan-${id}`).getByTestId("plan-price");
  await expect(price("starter")).toHaveText("$49");
  await expect(price("professional")).toHaveText("$99");
  await expect(price("enterprise")).toHaveText("$199");
  await expect(page.getByTestId("plan-professional")).toContainText("Most Popular");
  await expect(page.getByTestId("plan-starter").getByTestId("plan-cap")).toHaveText("Up to 25 recruits");
  await expect(page.getByTestId("plan-professional").getByTestId("plan-cap")).toHaveText("Up to 75 recruits");
  await expect(page.getByTestId("plan-enterprise").getByTestId("plan-cap")).toHaveText("Up to 200 recruits");
  await expect(page.getByText("Save 2 months!")).toHaveCount(0);
  await expect(page.getByTestId("basic-tier")).toContainText("up to 5 recruits");

  await page.getByRole("radio", { name: /Annual/ }).click();
  await expect(price("starter")).toHaveText("$490");
  await expect(price("professional")).toHaveText("$990");
  await expect(price("enterprise")).toHaveText("$1990");
  await expect(page.getByText("Save 2 months!")).toHaveCount(3);
  for (const [id, eq] of [
    ["starter", 41],
    ["professional", 83],
    ["enterprise", 166],
  ] as const) {
    await expect(page.getByTestId(`plan-${id}`).getByTestId("plan-equivalent")).toHaveText(`$${eq}/month, billed annually`);
  }
  await expect(page.getByTestId("plan-starter")).toContainText("You save $98 a year");

  await expect(page.getByText("Plan changes take effect at the next billing cycle", { exact: false })).toBeVisible();
  await expect(page.getByText("a 14-day free trial on your first plan", { exact: false })).toBeVisible();
  await expect(page.getByText("get volume discounts", { exact: false })).toBeVisible();
  await expect(page.getByTestId("plan-professional").getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  // Signed out, 'Start Free Trial' signs up as a recruiter first, with the plan and period chosen.
  await page
    .getByTestId("plan-enterprise")
    .getByRole("link", { name: /Start Free Trial/ })
    .click();
  await expect(page).toHaveURL(/\/recruiter-signup\?plan=enterprise&interval=annual$/);
});

test("a recruiter starts the Starter trial through checkout, fills its roster of 25, is refused the next and edits a status", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpRecruiter(page);
  await page.goto("/recruiter-pricing");
  await page
    .getByTestId("plan-starter")
    .getByRole("link", { name: /Start Free Trial/ })
    .click();
  await expect(page).toHaveURL(/\/recruiter-checkout\?plan=starter&interval=monthly$/);
  await expect(page.getByTestId("checkout-summary")).toContainText("14-day free trial — $0 today, then $49 per month");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration (MM / YY)").fill("1234");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Your card was declined.");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Your 14-day free trial of Starter has started.");
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  const header = page.getByTestId("recruiter-header");
  await expect(header).toContainText("0 / 25 recruits");

  // The trial's cap is Starter's: 24 recruits straight through the API (same origin, the page's session), the 25th
  // through the dialog, and the 26th refused with the plan in the message.
  const origin = new URL(page.url()).origin;
  for (let i = 1; i <= 24; i++) {
    const res = await page.request.post("/api/recruiter/recruits", {
      data: { recruitName: `Trial Recruit ${i}`, targetBranch: "army", asvabGoalScore: 50 },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(header).toContainText("24 / 25 recruits");
  await page.getByRole("button", { name: "Add Recruit" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Recruit" });
  await dialog.getByLabel("Recruit name").fill("Dana Whitfield");
  await dialog.getByLabel("Target branch").selectOption("air_force");
  await dialog.getByLabel("ASVAB goal score").fill("64");
  await dialog.getByRole("button", { name: "Create recruit account" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Recruit account created successfully");
  await expect(header).toContainText("25 / 25 recruits");
  await expect(page.getByRole("button", { name: "Add Recruit" })).toBeDisabled();
  const refused = await page.request.post("/api/recruiter/recruits", {
    data: { recruitName: "One Too Many", targetBranch: "army", asvabGoalScore: 50 },
    headers: { origin },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("Recruit limit reached for your Starter plan (25 recruits)");
  await page.getByRole("button", { name: "Edit Dana Whitfield" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Recruit" });
  await edit.getByLabel("Status").selectOption("inactive");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Recruit updated successfully");
  await expect(page.getByRole("row", { name: /Dana Whitfield/ })).toContainText("Inactive");

  // The plan screen: the trial, and a change scheduled for the next billing cycle.
  await page.goto("/recruiter-checkout");
  const plan = page.getByTestId("recruiter-plan");
  await expect(plan).toContainText("Starter · monthly");
  await expect(plan).toContainText("Free trial");
  await expect(plan).toContainText("Trial ends");
  await page.getByRole("button", { name: "Professional", exact: true }).click();
  await page.getByRole("button", { name: "Schedule change" }).click();
  await expect(page.getByTestId("scheduled-change")).toContainText("Changes to Professional (monthly) on");
});
