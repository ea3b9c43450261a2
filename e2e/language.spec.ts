import { expect, signUp, test } from "./fixtures";

test("the language toggle switches the interface to Spanish and the choice survives a reload", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.getByRole("button", { name: "Cambiar a español" }).click();
  await expect(page.getByRole("tab", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Registrarse" })).toBeVisible();

  // Validation messages stay the product's own wording in both languages; the dashboard is translated.
  await page.getByRole("button", { name: "Switch to English" }).click();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
  const { username } = await signUp(page);
  await page.getByRole("button", { name: "Cambiar a español" }).click();
  // A brand-new account is welcomed, not welcomed back (issue 11 §4).
  await expect(page.getByRole("heading", { name: `¡Bienvenido, Recluta ${username}!` })).toBeVisible();
  // Data from the server is shown in Spanish too: section and branch names, feature names.
  const sections = page.getByTestId("section-progress");
  await expect(sections).toContainText("Ciencia General");
  await expect(sections).not.toContainText("General Science");
  await page.getByTestId("branch-navy").click();
  await expect(page.getByRole("heading", { name: "Áreas clave para Armada de EE. UU." })).toBeVisible();
  await expect(page.getByText("Reto Campamento Básico").first()).toBeVisible();
});

test("validation messages appear in Spanish when the interface is Spanish", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByRole("button", { name: "Cambiar a español" }).click();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("El nombre de usuario debe tener al menos 3 caracteres")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
});
