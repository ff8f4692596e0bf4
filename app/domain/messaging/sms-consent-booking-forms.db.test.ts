import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, user } from "~/db/schema";
import { bookPortalVisit } from "~/domain/appointments/book-portal-visit.server";
import { bookAsVisitor } from "~/domain/scheduling/book-as-visitor.server";
import { messagesFor } from "~/i18n/messages.server";
import { action as bookAction } from "~/routes/_site/book";
import {
  CLIENT_ADDRESS,
  consentEventsOf,
  disclosureIn,
  postFrom,
  runAction,
} from "../../../tests/support/form-consent-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { addDoralTechnicians, NOW, VISITOR_FORM } from "../../../tests/support/visit-texts-test-support";

const { db } = useTestDatabase();
const events = () => consentEventsOf(db());

// The visit_texts support's visitor form, technicians in Doral and clock (Monday 1 June 2026, 9:00 AM in Miami) for
// the domain calls; the routes book on the real clock (nextWeekdayWindow).
const VISIT = VISITOR_FORM;

beforeEach(addDoralTechnicians);

/** Ten o'clock on the first weekday at least three days ahead (in Miami): a window the real clock lets a visitor book. */
function nextWeekdayWindow(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  for (;;) {
    const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short" }).format(day);
    if (weekday !== "Sat" && weekday !== "Sun") break;
    day.setTime(day.getTime() + 86_400_000);
  }
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(day);
  return `${date}T10:00`;
}

describe("the visitor's booking form records the SMS box", () => {
  it("records a ticked box with the booking: source, the Spanish words shown, the client's address, the customer", async () => {
    const reply = await runAction(
      bookAction,
      postFrom("/es/book", { ...VISIT, window: nextWeekdayWindow(), smsConsent: "yes" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.booked).toMatchObject({ repeated: false });
    const [customer] = await db().select().from(customers);
    expect(await events()).toEqual([
      expect.objectContaining({
        contact: "+13055550199",
        channel: "sms",
        purpose: "transactional",
        granted: true,
        source: "booking_form",
        wordsShown: await disclosureIn("es"),
        ipAddress: CLIENT_ADDRESS,
        locale: "es",
        customerId: customer!.id,
      }),
    ]);
    expect(await disclosureIn("es")).toContain("Responda STOP para cancelarlos y HELP para obtener ayuda.");
  });

  it("records nothing for a box left unticked", async () => {
    await bookAsVisitor({
      fields: VISIT,
      submissionToken: null,
      locale: "en",
      clientAddress: CLIENT_ADDRESS,
      now: NOW,
    });
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(await events()).toEqual([]);
  });

  it("refuses a ticked box without a US mobile number with a field message in the page's language, saving nothing", async () => {
    const reply = await runAction(
      bookAction,
      postFrom("/es/book", { ...VISIT, phone: "+44 20 7946 0958", smsConsent: "yes" }),
    );
    expect(reply.status).toBe(400);
    expect((reply.body.fieldErrors as Record<string, string>).phone).toBe(messagesFor("es").smsConsent.phoneInvalid);
    expect(await db().select().from(appointments)).toEqual([]);
    expect(await db().select().from(customers)).toEqual([]);
    expect(await events()).toEqual([]);
  });
});

describe("the portal's booking form records the SMS box", () => {
  const ROSA = { id: "rosa-login", email: "rosa@example.com" };
  const FORM = {
    serviceAddress: "9 Bay Rd",
    phone: "305.555.0199",
    serviceType: "AC Repair",
    window: "2026-06-03T10:00",
    customerNotes: "",
  };

  beforeEach(async () => {
    await db().insert(user).values({ id: ROSA.id, name: "Rosa Díaz", email: ROSA.email });
    await db()
      .insert(customers)
      .values({ firstName: "Rosa", lastName: "Díaz", email: ROSA.email, userId: ROSA.id, zipCode: "33178" });
  });

  it("records a ticked box in the booking's transaction, with the customer and the page's language", async () => {
    await bookPortalVisit({
      user: ROSA,
      input: { ...FORM, smsConsent: "yes" },
      consent: { locale: "en", clientAddress: CLIENT_ADDRESS },
      now: NOW,
    });
    const [customer] = await db().select().from(customers);
    expect(await events()).toEqual([
      expect.objectContaining({
        contact: "+13055550199",
        granted: true,
        source: "booking_form",
        wordsShown: await disclosureIn("en"),
        ipAddress: CLIENT_ADDRESS,
        locale: "en",
        customerId: customer!.id,
      }),
    ]);
  });

  it("records nothing for a box left unticked, and refuses a ticked one with a number that is not a US one", async () => {
    await bookPortalVisit({
      user: ROSA,
      input: FORM,
      consent: { locale: "en", clientAddress: CLIENT_ADDRESS },
      now: NOW,
    });
    expect(await events()).toEqual([]);
    const refused = await bookPortalVisit({
      user: ROSA,
      input: { ...FORM, window: "2026-06-04T10:00", phone: "555-0199", smsConsent: "yes" },
      consent: { locale: "en", clientAddress: CLIENT_ADDRESS },
      now: NOW,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "BAD_INPUT", fieldErrors: { phone: "smsPhoneInvalid" } });
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(await events()).toEqual([]);
  });
});
