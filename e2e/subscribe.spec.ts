import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

// A practice test, a payment and a return to the dashboard take longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Pays on the sandbox provider's card form with any future expiry and CVC. */
async function pay(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration (MM / YY)").fill("1234");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

async function subscribeMonthly(page: Page) {
  await page.goto("/subscribe?plan=monthly");
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await expect(page.getByTestId("payment-summary")).toContainText("$9.99 per month");
  await pay(page, "4242 4242 4242 4242");
  await expect(page.getByTestId("toast")).toContainText("Subscription Activated!");
  await expect(page).toHaveURL(/\/dashboard\?subscription=success$/);
}

test("a free learner at the daily limit goes Premium with the success card: no ads, unlimited practice", async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole("complementary", { name: "Sponsored" })).toBeVisible();
  await page.goto("/practice/13");
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByTestId("question-counter")).toHaveText(`Question ${n} of 10`);
    await page.keyboard.press("1");
    await expect(page.getByTestId("feedback")).toBeVisible();
    await page.keyboard.press("Enter");
  }
  await page.getByTestId("results").getByRole("button", { name: "Take Again" }).click();
  await expect(page.getByTestId("daily-limit")).toContainText("Daily question limit reached");

  await page.goto("/pricing");
  await page.getByTestId("plan-annual").getByRole("link", { name: "Choose Plan" }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=annual$/);
  await expect(page.getByTestId("subscribe-plan-annual")).toContainText("Most Popular");
  await expect(page.getByTestId("subscribe-plan-annual")).toContainText("Save $39.89 per year");
  await expect(page.getByText("30-Day Money-Back Guarantee")).toBeVisible();
  await expect(page.locator("details summary")).toHaveText([
    "Can I cancel anytime?",
    "Which payment methods do you accept?",
    "Is my payment information secure?",
    "Do you offer student discounts?",
  ]);
  await page.getByRole("button", { name: "Choose Annual" }).click();
  await expect(page.getByRole("button", { name: "Back to Plans" })).toBeVisible();
  await pay(page, "4242424242424242");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Subscription Activated!");
  await expect(toast).toContainText("unlimited questions and an ad-free experience");
  await expect(page).toHaveURL(/\/dashboard\?subscription=success$/);
  await expect(page.getByTestId("subscription-status")).toContainText("Annual");
  await expect(page.getByRole("heading", { name: "Unlock unlimited practice" })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Sponsored" })).toHaveCount(0);

  await page.goto("/practice/13");
  await expect(page.getByTestId("question-counter")).toHaveText("Question 1 of 10");
  await expect(page.getByTestId("daily-limit")).toHaveCount(0);
});

test("a declined card says 'Payment Failed' with the provider's message, and Back to Plans returns to the list", async ({ page }) => {
  await signUp(page);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await pay(page, "4000 0000 0000 0002");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Payment Failed");
  await expect(toast).toContainText("Your card was declined.");
  await page.getByRole("button", { name: "Back to Plans" }).click();
  await expect(page.getByRole("button", { name: "Choose Monthly" })).toBeEnabled();
});

test("a card that asks for authentication pays once it is completed", async ({ page }) => {
  await signUp(page);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Choose Monthly" }).click();
  await pay(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription Activated!");
});

test("on /subscription a subscriber cancels at the period's end and resumes, and sees the payment with its receipt", async ({ page }) => {
  await signUp(page);
  await subscribeMonthly(page);
  await page.goto("/subscription");
  const plan = page.getByTestId("current-plan");
  await expect(plan).toContainText("Premium (monthly)");
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("Renews on");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(plan).toContainText("Ending");
  await expect(plan).toContainText("you won't be charged again");
  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("Renews on");

  const history = page.getByTestId("payment-history");
  await expect(history).toContainText("$9.99 USD");
  await expect(history).toContainText("Paid");
  await history.getByRole("button", { name: "Receipt" }).click();
  await expect(page.getByTestId("receipt")).toContainText("Premium (monthly)");
  await expect(page.getByRole("dialog")).toContainText(/Receipt SBX-/);
});

test("bridge access: bought once for $4.99 from the unlock dialog, then SAT mode switches", async ({ page }) => {
  await signUp(page);
  await page.getByRole("button", { name: "SAT" }).click();
  await page.getByRole("link", { name: "Buy Bridge Access — $4.99" }).click();
  await expect(page).toHaveURL(/\/subscribe\?bridge=1$/);
  await page.getByRole("button", { name: "Unlock for $4.99" }).click();
  await expect(page.getByTestId("payment-summary")).toContainText("$4.99 one-time");
  await pay(page, "4242 4242 4242 4242");
  await expect(page.getByTestId("toast")).toContainText("Bridge Access Activated");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "SAT" }).click();
  await expect(page.getByRole("button", { name: "SAT" })).toHaveAttribute("aria-pressed", "true");
});
