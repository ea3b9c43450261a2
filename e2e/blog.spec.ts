import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

/** The paths of the scripts the page requests, as they are requested. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

test.describe("blog (signed out)", () => {
  test("lists the eight articles, searches, filters by category and shows the empty state", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/blog");
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(8);
    // Static until the search or the filters are used (decision 0020): only the island script has run.
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/assets\/(index|vendor)-/.test(s))).toEqual([]);
    await expect(page.getByText("Sponsored")).toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(card.getByText(/December \d{1,2}, 2024/)).toBeVisible();
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
    }

    await page.getByRole("button", { name: "Basic Training" }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("packing");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Packing");
    await page.getByRole("button", { name: "Test Prep" }).click();
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or category filter.")).toBeVisible();
    await page.getByRole("button", { name: "All" }).click();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("ohm");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Your Complete Guide to ASVAB Success" })).toBeVisible();
  });

  test("text typed into the search before the app has taken the page over still filters it", async ({ page }) => {
    await page.goto("/blog");
    // Typed at once: the app starts loading with the focus, and the text reaches it once it has hydrated the page.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("packing");
    await expect(page.getByTestId("article-card")).toHaveCount(1);
    await expect(page.getByTestId("article-card").first()).toContainText("Packing");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("packing");
    await page.getByRole("button", { name: "All" }).click();
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  test("opens an article with its practice box and related links", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: /Read article: Top 10 ASVAB Math Tips/ }).click();
    await expect(page).toHaveURL(/\/blog\/top-10-asvab-math-tips$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Math Tips");
    await expect(page.getByRole("heading", { name: "Ready to Practice?" })).toBeVisible();
    const related = page.getByRole("navigation", { name: "Related articles" }).getByRole("link");
    await expect(related).toHaveCount(2);
    await expect(related.nth(0)).toHaveAttribute("href", "/blog/asvab-word-knowledge-vocabulary");
    await expect(related.nth(1)).toHaveAttribute("href", "/blog/asvab-time-management-strategy");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await related.nth(1).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Time Management");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an article opened directly arrives whole in the page's HTML and stays static: only the island script runs", async ({ page }) => {
    // The prerendered HTML (no JavaScript needed to read it), with no hidden copy or inline script the CSP would block.
    const html = await (await page.request.get("/blog/top-10-asvab-math-tips")).text();
    expect(html).toContain("Why AR and MK matter so much");
    expect(html).not.toMatch(/<script>|hidden id="S:/);
    // In the browser: the text is on screen at once and is never replaced (decision 0020: no app, no hydration).
    const scripts = scriptsOf(page);
    await page.addInitScript(() => {
      const w = window as unknown as { removedParagraphs: number };
      w.removedParagraphs = 0;
      new MutationObserver((records) => {
        for (const r of records) r.removedNodes.forEach((n) => (w.removedParagraphs += n.nodeName === "P" || n.nodeName === "DIV" ? 1 : 0));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/blog/top-10-asvab-math-tips");
    await expect(page.getByRole("heading", { name: "Why AR and MK matter so much" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: "Start a practice test" })).toHaveAttribute("href", "/auth?tab=signup");
    expect(await page.evaluate(() => (window as unknown as { removedParagraphs: number }).removedParagraphs)).toBe(0);
    expect(scripts.some((s) => /\/assets\/static-island-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(index|vendor)-/.test(s))).toEqual([]);

    // The language button works without the app: the choice is stored and the reloaded page is the app, in Spanish.
    await page.getByRole("button", { name: "Cambiar a español" }).click();
    await expect(page.getByRole("link", { name: "Volver al blog" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  });

  test("an unknown article slug", async ({ page }) => {
    await page.goto("/blog/no-such-article");
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("signed-in free users see promotions on the blog", async ({ page }) => {
  await signUp(page);
  await page.goto("/blog");
  await expect(page.getByText("Sponsored")).toHaveCount(2);
});
