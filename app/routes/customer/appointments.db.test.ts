import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, settings, technicians, zoneZipCodes } from "~/db/schema";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { listWindowPicker } from "~/domain/scheduling/list-window-picker.server";
import { cookieOf, formRequest, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action } from "./appointments";

const { db } = useTestDatabase();

const EVERY_DAY = { start: "07:00", end: "19:00" };
const HOURS: WeeklyHours = {
  sunday: EVERY_DAY,
  monday: EVERY_DAY,
  tuesday: EVERY_DAY,
  wednesday: EVERY_DAY,
  thursday: EVERY_DAY,
  friday: EVERY_DAY,
  saturday: EVERY_DAY,
};
const PASSWORD = "Sea-Breeze-2031";

beforeEach(async () => {
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  // One technician: each window has one place.
  await db()
    .insert(technicians)
    .values({
      name: "Ana",
      phone: "(305) 555-0100",
      email: "ana@awac.example",
      serviceTypes: ["AC Repair"],
      zones: ["Doral"],
      weeklyHours: HOURS,
    });
});

async function customer(name: string, locale: "en" | "es" = "en"): Promise<string> {
  const email = `${name}@example.com`;
  const { setCookies } = await signUpCustomer({
    form: { firstName: name, lastName: "Díaz", email, password: PASSWORD, confirmPassword: PASSWORD },
    locale,
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

/** The free windows a customer is offered now, as the picker lists them. */
async function freeWindows(): Promise<string[]> {
  const picker = await listWindowPicker({ serviceType: "AC Repair", zipCode: "33178", booker: "self" });
  return picker.days.flatMap((day) => day.windows.filter((window) => window.free).map((window) => window.id));
}

type Refused = {
  data: { fieldErrors: Record<string, string>; toast: { title: string; description?: string } };
  init: { status: number };
};

async function post(fields: Record<string, string>, cookie: string): Promise<Response | Refused> {
  return (await action({
    request: formRequest("/customer/appointments?new=1&service=AC+Repair", fields, cookie),
    params: {},
    context: {},
  } as never)) as Response | Refused;
}

function refused(result: Response | Refused): Refused {
  if (result instanceof Response) throw new Error(`expected a refused form, got ${result.status}`);
  return result;
}

const booking = (window: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  serviceAddress: "9 Bay Rd",
  phone: "(305) 555-0199",
  serviceType: "AC Repair",
  window,
  zipCode: "33178",
  ...extra,
});

async function onlyAppointmentId(): Promise<string> {
  const rows = await db().select({ id: appointments.id }).from(appointments);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

describe("the portal's booking action", () => {
  it("books the first free window and redirects with the confirmed toast", async () => {
    const rosa = await customer("rosa");
    const [first] = await freeWindows();
    const result = await post(booking(first!), rosa);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ status: "confirmed", zipCode: "33178" });
  });

  it("answers 409 'That window was just taken' under the picker, in English and in Spanish", async () => {
    const [first] = await freeWindows();
    await post(booking(first!), await customer("luis"));
    const en = refused(await post(booking(first!), await customer("rosa")));
    expect(en.init.status).toBe(409);
    expect(en.data.fieldErrors.window).toContain("That window was just taken");
    const es = refused(await post(booking(first!), await customer("marta", "es")));
    expect(es.data.fieldErrors.window).toContain("Alguien acaba de reservar esa franja");
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("refuses one of today's windows (inside the lead time, started, or a closed day) with the field's message", async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const { date, time } = {
      date: soon.toLocaleDateString("en-CA", { timeZone: "America/New_York" }),
      time: "08:00",
    };
    const refusal = refused(await post(booking(`${date}T${time}`), await customer("rosa")));
    expect(refusal.init.status).toBe(400);
    // Which one depends on the hour the test runs; the domain test pins the lead time itself at a fixed hour.
    expect(refusal.data.fieldErrors.window).toMatch(/at least 24 hours|already started|that day/);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("answers a zip code outside the area with the office's phone, never a booking", async () => {
    const [first] = await freeWindows();
    const [record] = await db().select({ mainPhone: settings.mainPhone }).from(settings);
    const refusal = refused(await post(booking(first!, { zipCode: "90210" }), await customer("rosa")));
    expect(refusal.init.status).toBe(400);
    expect(refusal.data.fieldErrors.zipCode).toContain(record!.mainPhone);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("answers 404 for another customer's appointment id, and changes nothing", async () => {
    const [first, second] = await freeWindows();
    await post(booking(first!), await customer("luis"));
    const luisVisit = await onlyAppointmentId();
    const rosa = await customer("rosa");
    const attempts: Record<string, string>[] = [
      { intent: "reschedule", appointmentId: luisVisit, window: second! },
      { intent: "cancel", appointmentId: luisVisit },
    ];
    for (const fields of attempts)
      await expect(post(fields, rosa)).rejects.toMatchObject({ code: "NOT_FOUND", status: 404 });
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ status: "confirmed", calendarSequence: 0 });
  });

  it("refuses to cancel inside 24 hours of the window, giving the office's phone", async () => {
    const [first] = await freeWindows();
    const rosa = await customer("rosa");
    await post(booking(first!), rosa);
    const id = await onlyAppointmentId();
    await db()
      .update(appointments)
      .set({ appointmentDate: sql`now() + interval '3 hours'` })
      .where(eq(appointments.id, id));
    const refusal = refused(await post({ intent: "cancel", appointmentId: id }, rosa));
    expect(refusal.init.status).toBe(409);
    expect(refusal.data.toast.description).toContain("24 hours");
    const [row] = await db().select().from(appointments);
    expect(row!.status).toBe("confirmed");
  });
});
