import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { cookieOf, formRequest, postToAuthApi } from "../../../tests/support/auth-test-requests";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import { demoPlanPurchase } from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action } from "./customer-detail";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

async function adminCookie(): Promise<string> {
  const email = `olga.${Date.now()}@example.com`;
  const password = "Harbor-Light-2031";
  await createCredentialUser({ email, password, name: "Olga Owner", role: "admin", emailVerified: true });
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

describe("the Edit form of a plan member's record (issue 37 item 4)", () => {
  it("answers a changed next service date with the field's message and gives every typed value back", async () => {
    const cookie = await adminCookie();
    const { customer } = await demoPlanPurchase(db(), "premium_care");
    const [row] = await db().select().from(customers).where(eq(customers.id, customer.id));
    const fields = {
      intent: "edit",
      firstName: row!.firstName,
      lastName: row!.lastName,
      addressLine1: "1 Palm Ave",
      city: "Miami",
      zipCode: "33101",
      servicePlan: row!.servicePlan,
      status: row!.status,
      nextServiceDue: "2031-01-01",
      notes: "Gate code 7",
    };
    const request = formRequest(`/admin/customers/${customer.id}`, fields, cookie);
    const answer = (await action({ request, params: { customerId: customer.id }, context: {} } as never)) as {
      init?: { status?: number };
      data: { fieldErrors: Record<string, string>; values: Record<string, string> };
    };
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      nextServiceDue: "Next service follows the customer's plan visits; change the plan visit instead.",
    });
    expect(answer.data.values).toMatchObject({ notes: "Gate code 7", addressLine1: "1 Palm Ave", city: "Miami" });
    const [after] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(after).toMatchObject({ nextServiceDue: row!.nextServiceDue, notes: null, addressLine1: row!.addressLine1 });
  });
});
