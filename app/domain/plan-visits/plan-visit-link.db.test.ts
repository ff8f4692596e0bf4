import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, jobs, planVisits, scopedTokens } from "~/db/schema";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { addDays, businessDateOf, businessInstant, weekdayOf } from "~/domain/scheduling/business-time";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  DORAL_ZIP,
  planCustomerInDoral,
  planVisitLinks,
  planVisitMails,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookPlanVisitWindow } from "./book-plan-visit-window.server";
import { runPlanVisitsDay } from "./plan-visits-daily-job.server";
import { showPlanVisitWindow } from "./show-plan-visit-window.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

let links: string[];
let customerId: string;

beforeEach(async () => {
  await addDoralMaintenanceTechnicians(db());
  const bought = await planCustomerInDoral(db(), "premium_care", "Ana");
  customerId = bought.customer.id;
  await runPlanVisitsDay(db(), new Date());
  links = planVisitLinks((await planVisitMails(db()))[0]!.text);
  expect(links).toHaveLength(3);
});

const appointmentRows = () => db().select().from(appointments);
const show = (token: string, locale: "en" | "es" = "en") => showPlanVisitWindow({ token, locale });
const book = (token: string, windowId?: string) => bookPlanVisitWindow({ token, windowId, locale: "en" });

describe("a plan visit link (issue 37 item 2)", () => {
  it("shows its window and other free times on GET, and books nothing", async () => {
    const page = await show(links[0]!);
    expect(page).toMatchObject({ firstName: "Ana", planName: "Premium Care", state: "open", booked: null });
    expect(page.otherWindows.length).toBeGreaterThan(0);
    expect(page.otherWindows.map((window) => window.id)).not.toContain(page.window.id);
    expect((await show(links[0]!, "es")).planName).toBe("Cuidado Premium");
    expect(await appointmentRows()).toEqual([]);
    expect((await planVisitRows(db()))[0]!.status).toBe("offered");
  });

  it("books its window for its visit on POST, with the confirmation mail, and a reused link books nothing more", async () => {
    const page = await show(links[1]!);
    const booked = await book(links[1]!);
    expect(booked.startsAt).toBe(page.window.startsAt);
    const [appointment] = await appointmentRows();
    expect(appointment).toMatchObject({ customerId, serviceType: "Maintenance", zipCode: DORAL_ZIP });
    expect(appointment!.appointmentDate.toISOString()).toBe(page.window.startsAt);
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "booked", appointmentId: appointment!.id });
    expect(await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB))).toHaveLength(1);

    await expect(book(links[1]!)).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(book(links[2]!)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await show(links[2]!)).toMatchObject({
      state: "booked",
      booked: { startsAt: page.window.startsAt },
      otherWindows: [],
    });
    expect(await appointmentRows()).toHaveLength(1);
  });

  it("gives one booking when two tabs confirm two windows of the same visit at once", async () => {
    const results = await Promise.allSettled([book(links[0]!), book(links[2]!)]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT" });
    expect(await appointmentRows()).toHaveLength(1);
  });

  it("says a window was taken meanwhile, refuses it, and books one of the other free windows instead", async () => {
    const page = await show(links[0]!);
    await bookWindow({
      customer: { id: customerId, name: "Someone Else", email: null },
      visit: { serviceType: "Maintenance", serviceAddress: "1 Elm St", phone: "(305) 555-0111", customerNotes: null },
      zipCode: DORAL_ZIP,
      windowId: page.window.id,
      // Another member: the offer's windows respect a member's shorter lead time (issue 37 item 5), so they may be
      // closer than a non-member's 24 hours.
      booker: { kind: "self", member: { priorityScheduling: true, emergencyReserve: false } },
    });
    const taken = await show(links[0]!);
    expect(taken.state).toBe("taken");
    await expect(book(links[0]!)).rejects.toMatchObject({ code: "WINDOW_TAKEN" });
    expect((await planVisitRows(db()))[0]!.status).toBe("offered");

    const instead = taken.otherWindows[0]!;
    expect((await book(links[0]!, instead.id)).startsAt).toBe(instead.startsAt);
    expect((await planVisitRows(db()))[0]!.status).toBe("booked");
  });

  it("books a member's window 5 hours ahead, which a customer without a plan could not (issue 37 item 5)", async () => {
    const twoDaysOn = addDays(businessDateOf(new Date()), 2);
    const date = weekdayOf(twoDaysOn) === "sunday" ? addDays(twoDaysOn, 1) : twoDaysOn;
    const now = businessInstant(date, "09:00")!;
    const windowId = `${date}T14:00`;
    const visit = {
      serviceType: "Maintenance",
      serviceAddress: "1 Elm St",
      phone: "(305) 555-0111",
      customerNotes: null,
    };
    // The same window booked without the plan's priority (as a customer without a plan books).
    const withoutPriority = bookWindow({
      customer: { id: customerId, name: "Someone Else", email: null },
      visit,
      zipCode: DORAL_ZIP,
      windowId,
      booker: { kind: "self" },
      now,
    });
    await expect(withoutPriority).rejects.toMatchObject({ fieldErrors: { window: "windowTooSoon" } });
    const booked = await bookPlanVisitWindow({ token: links[0]!, windowId, locale: "en", now });
    expect(booked.startsAt).toBe(businessInstant(date, "14:00")!.toISOString());
  });

  it("opens and changes nothing for an expired or altered link", async () => {
    const altered = `${links[0]!.slice(0, -1)}${links[0]!.endsWith("A") ? "B" : "A"}`;
    await expect(show(altered)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(book(altered)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(book("not-a-token")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await db()
      .update(scopedTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(show(links[0]!)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(book(links[0]!)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await appointmentRows()).toEqual([]);
    expect((await db().select().from(planVisits))[0]!.status).toBe("offered");
  });
});
