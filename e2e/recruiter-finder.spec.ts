import type { APIRequestContext } from "@playwright/test";
import { expect, signUp, test, uniqueUsername } from "./fixtures";

/** Same-origin JSON calls, as the web app makes them (the CSRF check wants the app's Origin). */
const post = (request: APIRequestContext, baseURL: string, url: string, data: Record<string, unknown>) =>
  request.post(url, { data, headers: { origin: baseURL } });

const milesOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.describe("/recruiters, the public recruiter finder", () => {
  test("by ZIP: the demo sample directory, nearest first with distances; branch filter; unknown place", async ({ page }) => {
    await page.goto("/recruiters");
    await expect(page.getByRole("heading", { level: 1, name: "Find Military Recruiters" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Military Recruiters", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Connect with a Military Recruiter?" })).toBeVisible();
    for (const blurb of ["Personal Guidance", "Career Opportunities", "Benefits Information"]) {
      await expect(page.getByRole("heading", { name: blurb })).toBeVisible();
    }
    const branch = page.getByLabel("Branch");
    await expect(branch.locator("option")).toHaveText([
      "All Branches",
      "Army",
      "Navy",
      "Air Force",
      "Marines",
      "Coast Guard",
      "Space Force",
      "Army National Guard",
      "Air National Guard",
    ]);

    const location = page.getByPlaceholder("Enter city, state, or ZIP code");
    await location.fill("78701");
    // The blurbs are for a visitor who has not typed a place yet.
    await expect(page.getByRole("heading", { name: "Why Connect with a Military Recruiter?" })).toHaveCount(0);
    await page.getByRole("button", { name: "Search Recruiters" }).click();

    await expect(page.getByRole("heading", { name: "Recruiters near Austin, TX 78701" })).toBeVisible();
    await expect(page.getByText(/\d+ recruiters found/)).toBeVisible();
    // Other tests (run at the same time on this server) sign recruiters up near Austin: the checks below look at the
    // demo's sample entries, whose places are known.
    const cards = page.getByTestId("recruiter-card").filter({ hasText: "Sample listing" });
    await expect(cards.first()).toContainText("Daniel Reyes");
    await expect(cards.first().getByTestId("recruiter-distance")).toHaveText("0 mi");
    const distances = (await cards.getByTestId("recruiter-distance").allTextContents()).map(milesOf);
    expect(distances.length).toBeGreaterThan(5);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Round Rock (Army Guard) is the next office, about 17 miles north.
    expect(distances[1]).toBeGreaterThan(10);
    expect(distances[1]).toBeLessThan(25);

    const first = cards.first();
    await expect(first.getByRole("link", { name: /Call Daniel Reyes/ })).toHaveAttribute("href", /^tel:512555\d{4}$/);
    await expect(first.getByRole("link", { name: /Email Daniel Reyes/ })).toHaveAttribute("href", /^mailto:.+@example\.com$/);
    await expect(first.getByRole("link", { name: /Directions to/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*Austin%2C%20TX%2078701$/,
    );

    await branch.selectOption({ label: "Army National Guard" });
    await expect(cards.first()).toContainText("James Whitaker");
    await expect(cards.first()).toContainText("Round Rock");
    await expect(page.getByText(/\d+ recruiters? found/)).toBeVisible();

    await location.fill("Atlantis, ZZ");
    await page.getByRole("button", { name: "Search Recruiters" }).click();
    await expect(page.getByRole("alert")).toContainText("We couldn't find that location");
  });

  test("use my location sends coordinates and shows the 'Current Location' marker", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    // Downtown Seattle.
    await context.setGeolocation({ latitude: 47.6062, longitude: -122.3321 });
    await page.goto("/recruiters");
    const asked = page.waitForRequest((r) => r.url().includes("/api/recruiters/search?") && r.url().includes("lat=47.6062"));
    await page.getByRole("button", { name: "Use my location" }).click();
    await asked;
    await expect(page.getByPlaceholder("Enter city, state, or ZIP code")).toHaveValue("Current Location");
    await expect(page.getByRole("heading", { name: "Recruiters near Current Location" })).toBeVisible();
    await expect(page.getByTestId("recruiter-card").first()).toContainText("Hannah Becker");
  });
});

test("a learner's score share near an office appears in that recruiter's leads inbox", async ({ page, browser, baseURL }) => {
  const origin = baseURL ?? "http://localhost:5123";
  // The recruiter signs up through the recruiter sign-up API, in a browser context of their own.
  const recruiterContext = await browser.newContext({ baseURL: origin });
  const recruiterPage = await recruiterContext.newPage();
  const username = uniqueUsername("rec");
  const signup = await post(recruiterContext.request, origin, "/api/recruiter/signup", {
    username,
    email: `${username}@example.com`,
    password: "secret-pass-123",
    confirmPassword: "secret-pass-123",
    recruiterCode: username
      .slice(-12)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "X"),
    displayName: "Jordan Lead",
    rank: "SSgt",
    organization: "Marine Corps Recruiting Command",
    branch: "marines",
    station: "Austin North Recruiting Substation",
    address: "500 Test Street",
    zipCode: "78758",
    phone: "5125550142",
    contactEmail: `${username}.office@example.com`,
    hours: "Mon–Fri 9–5",
    specialties: ["Aviation"],
    publicListing: true,
  });
  expect(signup.status(), await signup.text()).toBe(201);

  // A learner shares a Marines score from a ZIP a few miles from that office.
  const learner = await signUp(page);
  const share = await post(page.request, origin, "/api/score-shares", {
    afqtScore: 68,
    branchCode: "marines",
    userZipCode: "78704",
    userPhone: "5125550177",
    userEmail: "learner.e2e@example.com",
    message: "I'd like to talk about aviation jobs",
  });
  expect(share.status()).toBe(201);

  await recruiterPage.goto("/recruiter-leads");
  await expect(recruiterPage.getByRole("heading", { level: 1, name: "Recruiter Leads" })).toBeVisible();
  const lead = recruiterPage.getByTestId("lead-card").filter({ hasText: learner.username });
  await expect(lead).toBeVisible();
  await expect(lead.getByTestId("lead-afqt")).toHaveText("68");
  await expect(lead).toContainText("78704");
  await expect(lead).toContainText("I'd like to talk about aviation jobs");
  expect(milesOf(await lead.getByTestId("lead-distance").innerText())).toBeLessThan(15);

  await lead.getByRole("button", { name: "Accept to roster" }).click();
  await expect(recruiterPage.getByTestId("toast").getByText("Lead added to your roster")).toBeVisible();
  await expect(lead).toContainText("Accepted");
  await recruiterContext.close();

  // Now on that roster, the learner may rate the recruiter in the finder; the card shows the rating at once.
  await page.goto("/recruiters");
  await page.getByPlaceholder("Enter city, state, or ZIP code").fill("78758");
  await page.getByRole("button", { name: "Search Recruiters" }).click();
  const card = page.getByTestId("recruiter-card").filter({ hasText: "Jordan Lead" });
  await expect(card).toContainText("No ratings yet");
  await card.getByRole("button", { name: "Rate this recruiter" }).click();
  const dialog = page.getByRole("dialog", { name: "Rate Jordan Lead" });
  // A person clicks the fourth star (the label around the visually hidden radio).
  await dialog.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await dialog.getByLabel("Comment (optional)").fill("Clear answers about aviation jobs");
  await dialog.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByTestId("toast").getByText("Thanks for your rating")).toBeVisible();
  await expect(card).toContainText("4.0 (1 review)");
});
