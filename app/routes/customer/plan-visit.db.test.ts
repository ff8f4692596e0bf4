import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, planVisits, subscriptions, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { readOwnPlanVisit } from "~/domain/plan-visits/read-own-plan-visit.server";
import { cookieOf, formRequest, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { addDoralMaintenanceTechnicians, DORAL_ZIP } from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./plan-visit";

const { db } = useTestDatabase();
const PASSWORD = "Sea-Breeze-2031";

/** A signed-up customer in Doral with a Premium Care plan whose first visit is due in ten days. */
async function member(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const { setCookies } = await signUpCustomer({
    form: { firstName: name, lastName: "Díaz", email, password: PASSWORD, confirmPassword: PASSWORD },
    locale: "en",
    http: testHttp(),
  });
  const [login] = await db().select().from(user).where(eq(user.email, email));
  const [record] = await db()
    .insert(customers)
    .values({
      userId: login!.id,
      firstName: name,
      lastName: "Díaz",
      email,
      zipCode: DORAL_ZIP,
      addressLine1: "10 Palm Ave",
      city: "Doral",
      phone: "(305) 555-0100",
    })
    .returning();
  const [plan] = await db()
    .insert(subscriptions)
    .values({ customerId: record!.id, planCode: "premium_care", status: "active" })
    .returning();
  const [visit] = await db()
    .insert(planVisits)
    .values({
      subscriptionId: plan!.id,
      customerId: record!.id,
      planCode: "premium_care",
      visitNumber: 1,
      dueDate: addDays(businessDateOf(new Date()), 10),
    })
    .returning();
  return { cookie: cookieOf(setCookies), login: login!, visitId: visit!.id };
}

/** The loader's or action's answer: data, or the Response it returned or threw (a redirect, the 404). */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; location: string | null; body: unknown }> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), body: null };
    const reply = result as { init?: { status?: number }; data?: unknown; type?: string };
    if (reply?.type === "DataWithResponseInit")
      return { status: reply.init?.status ?? 200, location: null, body: reply.data };
    return { status: 200, location: null, body: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    // An AppError escapes to the shared mapping (ADR 030), which answers its status (NOT_FOUND: the 404 page).
    if (isAppError(thrown)) return { status: thrown.status, location: null, body: null };
    throw thrown;
  }
}

const load = (visitId: string, cookie?: string) =>
  answer(() =>
    loader({
      request: new Request(`${TEST_ORIGIN}/customer/plan-visits/${visitId}`, { headers: cookie ? { cookie } : {} }),
      params: { visitId },
      context: {},
    } as never),
  );
const book = (visitId: string, window: string, cookie?: string) =>
  answer(() =>
    action({
      request: formRequest(`/customer/plan-visits/${visitId}`, { intent: "book", window }, cookie),
      params: { visitId },
      context: {},
    } as never),
  );

let ana: Awaited<ReturnType<typeof member>>;
let ben: Awaited<ReturnType<typeof member>>;
beforeEach(async () => {
  await addDoralMaintenanceTechnicians(db());
  ana = await member("Ana");
  ben = await member("Ben");
});

describe("/customer/plan-visits/:visitId (issue 37 item 4)", () => {
  it("sends a visitor to sign in, on GET and POST, and books nothing", async () => {
    expect((await load(ana.visitId)).location).toMatch(/\/auth/);
    const posted = await book(ana.visitId, "2031-03-04T08:00");
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/\/auth/);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("answers 404 for another customer's visit, on GET and POST, and books nothing", async () => {
    const windows = (await readOwnPlanVisit({ user: ben.login, planVisitId: ben.visitId })).windows;
    expect((await load(ben.visitId, ana.cookie)).status).toBe(404);
    expect((await book(ben.visitId, windows[0]!.id, ana.cookie)).status).toBe(404);
    expect((await load("not-a-visit", ana.cookie)).status).toBe(404);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("shows the customer their visit's free windows, books one, and answers 409 when it is booked already", async () => {
    const shown = await load(ana.visitId, ana.cookie);
    expect(shown.body).toMatchObject({ reason: "bookable", visit: { id: ana.visitId } });
    const windows = (shown.body as { windows: { id: string }[] }).windows;

    const booked = await book(ana.visitId, windows[0]!.id, ana.cookie);
    expect(booked).toMatchObject({ status: 302, location: `/customer/plan-visits/${ana.visitId}` });
    const [visit] = await db().select().from(planVisits).where(eq(planVisits.id, ana.visitId));
    expect(visit!.status).toBe("booked");
    expect((await load(ana.visitId, ana.cookie)).body).toMatchObject({ reason: "not-waiting" });

    const again = await book(ana.visitId, windows[1]!.id, ana.cookie);
    expect(again.status).toBe(409);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });
});
