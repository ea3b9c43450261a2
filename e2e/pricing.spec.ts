import { expect, signUp, test } from "./fixtures";

test("the plan listing: three plans with their prices, the annual saving, a disabled Free button and a way to subscribe", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
  const free = page.getByTestId("plan-free");
  const monthly = page.getByTestId("plan-monthly");
  const annual = page.getByTestId("plan-annual");
  await expect(free.getByTestId("plan-price")).toHaveText("$0.00");
  await expect(free.getByTestId("plan-limit")).toHaveText("10 questions per section per day");
  await expect(free.getByRole("button")).toBeDisabled();
  await expect(monthly.getByTestId("plan-price")).toHaveText("$9.99");
  await expect(monthly).toContainText("/ month");
  await expect(monthly.getByTestId("plan-limit")).toHaveText("Unlimited questions");
  await expect(annual.getByTestId("plan-price")).toHaveText("$79.99");
  await expect(annual).toContainText("/ year");
  await expect(annual.getByTestId("plan-saving")).toHaveText("Save 33% vs monthly");
  await expect(page.getByTestId("pricing-footer")).toContainText("30-day money-back guarantee");
  await expect(page.getByTestId("pricing-footer")).toContainText("Cancel anytime");
  await expect(page.getByTestId("pricing-footer")).toContainText("Instant access");
  await expect(monthly.getByRole("link", { name: "Choose Plan" })).toHaveAttribute("href", "/subscribe?plan=monthly");
  await annual.getByRole("link", { name: "Choose Plan" }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=annual$/);
});
