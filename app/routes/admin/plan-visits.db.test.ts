import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS, TECHNICIAN_ONLY } from "~/auth/require-user.server";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { eq } from "drizzle-orm";
import { appointments, customers, planVisits, subscriptions, user } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { readPlanVisitWindows } from "~/domain/plan-visits/read-plan-visit-windows.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { cookieOf, formRequest, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  DORAL_ZIP,
  planCustomerInDoral,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { createTechnicianUser } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./plan-visits";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

async function staffCookie(): Promise<string> {
  await createCredentialUser({
    email: "olga@example.com",
    password: "Harbor-Light-2031",
    name: "Olga Owner",
    role: "admin",
    emailVerified: true,
  });
  return signedIn("olga@example.com", "Harbor-Light-2031");
}

/** The action's answer: a redirect (Response) or the form's reply with its status. */
async function post(fields: Record<string, string>, cookie: string) {
  const answer = (await action({
    request: formRequest("/admin/plan-visits", fields, cookie),
    params: {},
    context: {},
  } as never)) as unknown;
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), reply: null };
  const reply = answer as { init?: { status?: number }; data: { fieldErrors: Record<string, string> } };
  return { status: reply.init?.status ?? 200, location: null, reply: reply.data };
}

async function signedIn(email: string, password: string): Promise<string> {
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function load(cookie: string) {
  return loader({
    request: new Request(`${TEST_ORIGIN}/admin/plan-visits`, { headers: { cookie, accept: "application/json" } }),
    params: {},
    context: {},
  } as never);
}

/** What the loader answered when it refused, whether it returned or threw its Response. */
async function refusal(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error("expected a refusal, got data");
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the plan visits screen (issue 37 item 3)", () => {
  it("shows staff the unbooked visits due this month and the follow-up list", async () => {
    const cookie = await staffCookie();
    const [owner] = await db()
      .insert(customers)
      .values({ firstName: "Ana", lastName: "Lopez", phone: "(305) 555-0142" })
      .returning();
    const [plan] = await db()
      .insert(subscriptions)
      .values({ customerId: owner!.id, planCode: "premium_care", status: "active" })
      .returning();
    await db()
      .insert(planVisits)
      .values({
        subscriptionId: plan!.id,
        customerId: owner!.id,
        planCode: "premium_care",
        visitNumber: 1,
        dueDate: businessDateOf(new Date()),
        status: "follow_up",
      });

    const data = await load(cookie);

    expect(data).not.toBeInstanceOf(Response);
    const { overview } = data as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(overview.dueThisMonthNotBooked).toBe(1);
    expect(overview.followUps).toMatchObject([{ customerName: "Ana Lopez", phone: "(305) 555-0142" }]);
    expect(overview.plans.find((row) => row.code === "premium_care")).toMatchObject({ members: 1 });
  });

  it("books a window for a follow-up visit, and says so when the window was just taken", async () => {
    const cookie = await staffCookie();
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    const [visit] = await planVisitRows(db());
    await db().update(planVisits).set({ status: "follow_up" }).where(eq(planVisits.id, visit!.id));
    const shown = await readPlanVisitWindows({ actor: { isAdmin: true }, planVisitId: visit!.id, locale: "en" });
    const [first, second] = shown.picker!.days.flatMap((day) => day.windows).filter((window) => window.free);
    // Another booking takes the first window of the one technician before staff press it.
    const other = await planCustomerInDoral(db(), "premium_care", "Ben");
    const [staffMember] = await db().select({ id: user.id }).from(user).where(eq(user.email, "olga@example.com"));
    await bookWindow({
      customer: { id: other.customer.id, name: "Ben Tester", email: null },
      visit: { serviceType: "Maintenance", serviceAddress: "1 Palm Ave", phone: "(305) 555-0100", customerNotes: null },
      zipCode: DORAL_ZIP,
      windowId: first!.id,
      // Staff on the phone with another customer: staff may book inside the customers' lead time, as here.
      booker: { kind: "staff", actor: staffMember! },
    });

    const taken = await post({ intent: "book", planVisitId: visit!.id, windowId: first!.id }, cookie);
    expect(taken.status).toBe(409);
    expect(taken.reply!.fieldErrors).toEqual({ window: "That window was just taken. Pick another." });

    const booked = await post({ intent: "book", planVisitId: visit!.id, windowId: second!.id }, cookie);
    expect(booked).toMatchObject({ status: 302, location: "/admin/plan-visits" });
    const [row] = await db().select().from(planVisits).where(eq(planVisits.id, visit!.id));
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, row!.appointmentId!));
    expect(row!.status).toBe("booked");
    expect(appointment!.appointmentDate.toISOString()).toBe(second!.startsAt);
  });

  it("refuses a signed-in customer and a technician", async () => {
    const password = "Sea-Breeze-2031";
    const { setCookies } = await signUpCustomer({
      form: { firstName: "Cara", lastName: "Diaz", email: "cara@example.com", password, confirmPassword: password },
      locale: "en",
      http: testHttp(),
    });
    const customer = await refusal(() => load(cookieOf(setCookies)));
    expect(customer.status).toBe(403);
    expect(await customer.json()).toMatchObject({ code: NO_STAFF_ACCESS });

    const technician = await createTechnicianUser();
    const technicianCookie = await signedIn(technician.email, technician.password);
    const refused = await refusal(() => load(technicianCookie));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: TECHNICIAN_ONLY });
  });
});
