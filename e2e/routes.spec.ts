import { expect, signIn, signUp, test } from "./fixtures";
import { SLOW_FACTOR } from "./slow-factor";

test.describe("signed-out visitors", () => {
  test("see the landing page at / and at any unknown path", async ({ page }) => {
    for (const path of ["/", "/dashboard", "/practice", "/definitely/not/here"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("AFQT");
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    }
  });

  test("can open the auth screen, terms, privacy and the public areas", async ({ page }) => {
    for (const path of ["/auth", "/login", "/register"]) {
      await page.goto(path);
      await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    }
    await page.goto("/terms");
    await expect(page.getByText("Last updated: January 2025")).toBeVisible();
    await page.getByRole("link", { name: "Back to Login" }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/privacy");
    await expect(page.getByText("Last updated: January 2025")).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "ASVAB Tips & Military Career Guides" })).toBeVisible();
  });
});

test.describe("signed-out pages go quiet", () => {
  // An unread 401 body once kept /api/auth/user open forever: no network idle, a phone's radio kept awake.
  for (const path of ["/", "/blog"]) {
    test(`${path} reaches network idle within a few seconds`, async ({ page }) => {
      const started = Date.now();
      await page.goto(path, { waitUntil: "networkidle", timeout: 8_000 * SLOW_FACTOR });
      expect(Date.now() - started).toBeLessThan(8_000);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("signed-in users", () => {
  test("see the dashboard at /, /auth, /login and /register and 'Page Not Found' elsewhere", async ({ page }) => {
    await signUp(page);
    for (const path of ["/", "/auth", "/login", "/register", "/dashboard"]) {
      await page.goto(path);
      await expect(page.getByTestId("dashboard")).toBeVisible();
    }
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.goto("/practice");
    await expect(page.getByRole("heading", { name: "Practice Tests" })).toBeVisible();
  });

  test("learners are turned away from admin areas", async ({ page }) => {
    await signUp(page);
    await page.goto("/admin");
    await expect(page.getByTestId("toast")).toContainText("Access Denied");
    await expect(page.getByTestId("dashboard")).toBeVisible();
    await page.goto("/recruiter-dashboard");
    await expect(page.getByText("You don't have permission to access the Recruiter Dashboard.")).toBeVisible();
  });
});

test.describe("user menu", () => {
  test("shows the admin entries to admins only", async ({ page }) => {
    await signUp(page);
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByTestId("user-menu");
    await expect(menu).toContainText("No email provided");
    await expect(menu.getByRole("menuitem", { name: "My Progress" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();

    await signIn(page, "admin", "admin-demo-2025");
    await page.getByTestId("user-menu-trigger").click();
    for (const name of ["Admin Dashboard", "Enhancement Roadmap", "Translation Center"]) {
      await expect(page.getByTestId("user-menu").getByRole("menuitem", { name })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});

test("the server runs on the database this suite was started for", async ({ request }) => {
  const health = await (await request.get("/api/health")).json();
  expect(health).toEqual({ status: "ok", database: process.env.E2E_DATABASE_URL ? "postgres" : "pglite" });
});
