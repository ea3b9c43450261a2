import { expect, signIn, signUp, test, uniqueUsername } from "./fixtures";

test.describe("sign-up", () => {
  test("shows each validation error from the spec", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const submit = page.getByRole("button", { name: "Create Account" });
    await page.getByLabel("Username").fill("ab");
    await page.getByLabel("Email (optional)").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("123");
    await submit.click();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Valid email is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Please confirm your password")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("kettle-drum-7");
    await page.getByLabel("Confirm password").fill("secret2");
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test("reports a taken username on the field", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Username").fill("demo_recruit");
    await page.getByLabel("Password", { exact: true }).fill("kettle-drum-7");
    await page.getByLabel("Confirm password").fill("kettle-drum-7");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Username already exists")).toBeVisible();
  });

  test("creates an account, lands on the dashboard, and the show-password toggle works", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-pass");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).first().click();
    await expect(password).toHaveAttribute("type", "password");
    const { username } = await signUp(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("mission-progress")).toContainText("No practice yet");
    await expect(page.getByTestId("improvement")).toContainText("No history yet");
    expect(username).toBeTruthy();
  });
});

test.describe("sign-in and sign-out", () => {
  test("requires both fields, rejects a wrong password, then signs in and out", async ({ page }) => {
    const { username, password } = await signUp(page, uniqueUsername("inout"));
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();

    await signIn(page, username, password);
    await page.reload();
    await expect(page.getByTestId("dashboard")).toBeVisible();
  });

  test("the landing page's start button signs in the demo learner", async ({ page }) => {
    await page.goto("/");
    const start = page.getByRole("link", { name: /Start Practicing Free/ }).first();
    // The prerendered page links to the sign-in screen until the app has read the server's config (demo mode).
    await expect(start).toHaveAttribute("href", "/api/test-login");
    await start.click();
    await expect(page.getByRole("heading", { name: "Welcome back, Recruit demo_recruit!" })).toBeVisible();
  });
});
