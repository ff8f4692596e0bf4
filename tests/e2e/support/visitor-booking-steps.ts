import type { Page } from "@playwright/test";
import { expectNoClassConflicts } from "./class-conflicts";
import { expect, expectNoAxeViolations, uniqueEmail } from "./fixtures";

/** A zip code of the City of Miami zone, where visitor-booking.test.ts's technicians work. */
export const ZIP_IN_MIAMI = "33130";

/**
 * The visitor's booking steps (issue 34 item 6) as they read in English and in Spanish, and each language's visitor's
 * own mobile number (issue 36: the texts to each are told apart by it).
 */
export const LANGUAGES = {
  en: {
    home: "/",
    banner: "Book Today - Beat the Heat",
    bannerButton: "Book Service",
    serviceType: "Service Type",
    service: "AC Repair",
    zipCode: "Zip Code",
    seeWindows: "See Free Windows",
    continue: "Continue",
    name: "Name",
    phone: "Phone Number",
    mobile: "(305) 555-0161",
    email: "Email",
    address: "Service Address",
    smsBox: "Text me about my visits (optional)",
    smsRates: "Msg & data rates may apply.",
    submit: "Book Visit",
    booked: "You're booked!",
    outside: "Outside our service area",
    manageTitle: "Your booking",
    reschedule: "Choose Another Window",
    rescheduleSubmit: "Reschedule",
    rescheduled: "Visit Rescheduled",
    cancel: "Cancel Booking",
    cancelled: "Cancelled",
    invalid: "This link does not open a booking",
  },
  es: {
    home: "/es",
    banner: "Reserve hoy y gánele al calor",
    bannerButton: "Reservar servicio",
    serviceType: "Tipo de servicio",
    service: "Reparación de aire acondicionado",
    zipCode: "Código postal",
    seeWindows: "Ver franjas libres",
    continue: "Continuar",
    name: "Nombre",
    phone: "Número de teléfono",
    mobile: "(305) 555-0162",
    email: "Correo electrónico",
    address: "Dirección del servicio",
    smsBox: "Envíenme mensajes de texto sobre mis visitas (opcional)",
    smsRates: "Pueden aplicarse tarifas de mensajes y datos.",
    submit: "Reservar visita",
    booked: "¡Visita reservada!",
    outside: "Fuera de nuestra zona de servicio",
    manageTitle: "Su reserva",
    reschedule: "Elegir otra franja",
    rescheduleSubmit: "Cambiar la cita",
    rescheduled: "Visita cambiada",
    cancel: "Cancelar la reserva",
    cancelled: "Cancelada",
    invalid: "Este enlace no abre ninguna reserva",
  },
} as const;
export type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function scan(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoClassConflicts(page);
}

/** From the home page's booking banner to the confirmation; answers the visitor's e-mail address. */
export async function bookFromHomePage(page: Page, t: Words, options: { scan?: boolean } = {}): Promise<string> {
  const email = uniqueEmail("visitor");
  await page.goto(t.home);
  await page.getByRole("region", { name: t.banner }).getByRole("link", { name: t.bannerButton }).click();
  const main = page.getByRole("main");
  await main.getByLabel(t.serviceType).selectOption({ label: t.service });
  await main.getByLabel(t.zipCode).fill(ZIP_IN_MIAMI);
  await main.getByRole("button", { name: t.seeWindows }).click();
  await expect(page.getByTestId("window-picker")).toBeVisible();
  if (options.scan) await scan(page);
  await main.getByRole("button", { name: t.continue }).click();
  await main.getByRole("textbox", { name: t.name, exact: true }).fill("Marta Ruiz");
  await main.getByLabel(t.phone).fill(t.mobile);
  await main.getByRole("textbox", { name: t.email, exact: true }).fill(email);
  await main.getByLabel(t.address).fill("8 Coral Way, Miami");
  // The SMS box is optional and unticked; its disclosure (rates, STOP, HELP, the policies) stands beside it.
  const smsBox = main.getByRole("checkbox", { name: t.smsBox });
  await expect(smsBox).not.toBeChecked();
  await expect(main.getByTestId("sms-consent-disclosure")).toContainText(t.smsRates);
  await expect(main.getByTestId("sms-consent-disclosure")).toContainText("STOP");
  await smsBox.check();
  if (options.scan) await scan(page);
  await main.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.booked })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  return email;
}
