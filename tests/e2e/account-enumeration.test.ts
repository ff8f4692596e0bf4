import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER } from "./support/demo-logins";

const PASSWORD = "Ocean-Breeze-2031";

test.describe("Sign-up with an address that already has an account", () => {
  test("A visitor who signs up with a customer's address is asked to check that mailbox, and is not signed in", async ({
    page,
  }) => {
    await page.goto("/es/auth");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Mallory");
    await page.getByLabel("Apellido").fill("Vega");
    await page.getByLabel("Correo electrónico").fill(DEMO_CUSTOMER.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(page.getByText("Revise su correo electrónico")).toBeVisible();
    await expect(page.getByText(`Enviamos un mensaje a ${DEMO_CUSTOMER.email} con el siguiente paso.`)).toBeVisible();
    expect(await page.getByText(/ya existe/i).count()).toBe(0);
    await expect(page).toHaveURL(/\/es\/auth$/);
    // The portal lives at /customer in both languages; a visitor without a session is sent to sign in.
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/(es\/)?auth\?redirectTo=/);
  });
});
