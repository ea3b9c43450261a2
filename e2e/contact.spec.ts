import { expect, test, uniqueUsername } from "./fixtures";

test.describe("/contact, the 'Contact Sales' target", () => {
  test("a signed-out visitor sends a message and sees the confirmation", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    // The public header, not the signed-in navigation bar.
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    await expect(page.getByLabel("Topic")).toHaveValue("sales");

    await page.getByLabel("Your name").fill("Pat Visitor");
    await page.getByLabel("Email").fill("pat.visitor@example.org");
    await page.getByLabel("Organization").fill("Example High School");
    await page.getByLabel("Message").fill("Do you offer group pricing for a school counseling office?");
    await page.getByRole("button", { name: "Send message" }).click();

    const sent = page.getByTestId("contact-sent");
    await expect(sent.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(sent.getByRole("heading", { name: "Message sent" })).toBeFocused();
    await expect(sent).toContainText("Thanks, Pat Visitor.");
    await expect(sent).toContainText("reply by email to pat.visitor@example.org");
    await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
    await expect(sent.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");

    // Another message starts from a fresh form that keeps who is writing.
    await sent.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Email")).toHaveValue("pat.visitor@example.org");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("a bad email (and a too-short message) show their field errors, and nothing is sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/contact")) posts.push(req.url());
    });
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Pat Visitor");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill("Hi there");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("Valid email is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);

    await page.getByLabel("Email").fill("pat@example.org");
    await page.getByLabel("Message").fill("Hi there, a question about plans.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  });

  test("a signed-in user finds the topic from the link and their email filled in", async ({ page }) => {
    const username = uniqueUsername("contact");
    const email = `${username}@example.org`;
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-pass");
    await page.getByLabel("Confirm password").fill("secret-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("dashboard")).toBeVisible();

    await page.goto("/contact?topic=billing");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.getByLabel("Topic")).toHaveValue("billing");
    await expect(page.getByText("Payments, receipts, refunds and plan changes.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Your name").fill("Sam Learner");
    await page.getByLabel("Message").fill("I was charged twice this month, can you check?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByTestId("dashboard")).toBeVisible();
  });
});
