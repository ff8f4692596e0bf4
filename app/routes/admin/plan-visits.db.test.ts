import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS, TECHNICIAN_ONLY } from "~/auth/require-user.server";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { customers, planVisits, subscriptions } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { cookieOf, postToAuthApi, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { createTechnicianUser } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader } from "./plan-visits";

const { db } = useTestDatabase();

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
    await createCredentialUser({
      email: "olga@example.com",
      password: "Harbor-Light-2031",
      name: "Olga Owner",
      role: "admin",
      emailVerified: true,
    });
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

    const data = await load(await signedIn("olga@example.com", "Harbor-Light-2031"));

    expect(data).not.toBeInstanceOf(Response);
    const { overview } = data as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(overview.dueThisMonthNotBooked).toBe(1);
    expect(overview.followUps).toMatchObject([{ customerName: "Ana Lopez", phone: "(305) 555-0142" }]);
    expect(overview.plans.find((row) => row.code === "premium_care")).toMatchObject({ members: 1 });
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
