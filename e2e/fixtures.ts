import { test as base, expect, type Page } from "@playwright/test";
import { SLOW_FACTOR } from "./slow-factor";

/** Every test fails on a console error or an uncaught page error; its time budget allows for a busy CI machine. */
export const test = base.extend<{ consoleErrors: string[]; slowMachine: void }>({
  slowMachine: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      // The spec's own budget (test.describe.configure, test.setTimeout) times the machine's allowance.
      testInfo.setTimeout(testInfo.timeout * SLOW_FACTOR);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // The browser logs every 4xx response; the app handles those (signed-out check, field errors).
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        // Offline tests cut the network on purpose.
        if (/ERR_INTERNET_DISCONNECTED/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let n = 0;
export function uniqueUsername(prefix = "e2e"): string {
  n += 1;
  return `${prefix}_${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1000)}`;
}

export async function signUp(page: Page, username = uniqueUsername(), password = "secret-pass") {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, Recruit ${username}!` })).toBeVisible();
  return { username, password };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("dashboard")).toBeVisible();
}

/** How many answers wait in the device's offline queue (IndexedDB "asvab-prep", store "queue"). */
export function queuedAnswerCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("asvab-prep");
        open.onerror = () => reject(new Error("offline store not opened"));
        open.onsuccess = () => {
          const count = open.result.transaction("queue").objectStore("queue").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error("queue not counted"));
        };
      }),
  );
}
