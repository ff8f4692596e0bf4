import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, planVisits, subscriptions, user } from "~/db/schema";
import { changeDemoSubscription } from "~/domain/billing/change-demo-subscription.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import { demoPlanPurchase } from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createCustomer } from "./create-customer.server";
import { getCustomerDetail } from "./get-customer-detail.server";
import { importCustomersCsv } from "./import-customers-csv.server";
import { updateCustomer } from "./update-customer.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function customerRow(id: string) {
  const [row] = await db().select().from(customers).where(eq(customers.id, id));
  return row!;
}

/** The Edit form as it posts: every field of the record, as text (the address filled in, which the form requires). */
async function editForm(id: string) {
  const row = await customerRow(id);
  return {
    customerNumber: row.customerNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? "",
    phone: row.phone ?? "",
    addressLine1: row.addressLine1 ?? "1 Palm Ave",
    city: row.city ?? "Miami",
    zipCode: row.zipCode ?? "33101",
    servicePlan: row.servicePlan,
    nextServiceDue: row.nextServiceDue ?? "",
    notes: row.notes ?? "",
    status: row.status,
  };
}

/** A Premium Care member; their record's next service is their first visit's due date. */
async function member() {
  const bought = await demoPlanPurchase(db(), "premium_care");
  const [visit] = await db().select().from(planVisits);
  expect((await customerRow(bought.customer.id)).nextServiceDue).toBe(visit!.dueDate);
  return { ...bought, visit: visit! };
}

describe("a member's next service due is the plan's, not staff's (issue 37 item 4)", () => {
  it("refuses a changed date for a member with a field error and saves nothing of that edit", async () => {
    const { customer, visit } = await member();
    const form = await editForm(customer.id);
    await expect(
      updateCustomer({
        actor: admin,
        customerId: customer.id,
        input: { ...form, nextServiceDue: "2031-01-01", notes: "Gate code 7" },
      }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { nextServiceDue: "followsPlanVisits" } });
    expect(await customerRow(customer.id)).toMatchObject({ nextServiceDue: visit.dueDate, notes: null });
  });

  it("saves a member's other changes when the form posts the date back unchanged, and shows the field as the plan's", async () => {
    const { customer, visit } = await member();
    const detail = await getCustomerDetail({ actor: admin, customerId: customer.id });
    expect(detail.nextServiceFollowsPlan).toBe("premium_care");
    const updated = await updateCustomer({
      actor: admin,
      customerId: customer.id,
      expectedVersion: detail.version,
      input: { ...(await editForm(customer.id)), notes: "Gate code 7" },
    });
    expect(updated.changedFields).toContain("notes");
    expect(await customerRow(customer.id)).toMatchObject({ nextServiceDue: visit.dueDate, notes: "Gate code 7" });
  });

  it("lets staff change the date of a customer with no plan visits, and of a member whose plan ended", async () => {
    const { id } = await createCustomer({
      actor: admin,
      input: { firstName: "Rosa", lastName: "Diaz", addressLine1: "1 Palm Ave", city: "Miami", zipCode: "33101" },
    });
    expect((await getCustomerDetail({ actor: admin, customerId: id })).nextServiceFollowsPlan).toBeNull();
    await updateCustomer({
      actor: admin,
      customerId: id,
      input: { ...(await editForm(id)), nextServiceDue: "2031-01-01" },
    });
    expect((await customerRow(id)).nextServiceDue).toBe("2031-01-01");

    const { login, customer, visit } = await member();
    const [subscription] = await db().select().from(subscriptions);
    await changeDemoSubscription({
      user: login,
      subscriptionId: subscription!.stripeSubscriptionId!,
      change: "cancel",
    });
    // The plan ended: its last date stayed, and it is staff's again.
    expect((await customerRow(customer.id)).nextServiceDue).toBe(visit.dueDate);
    expect((await getCustomerDetail({ actor: admin, customerId: customer.id })).nextServiceFollowsPlan).toBeNull();
    await updateCustomer({
      actor: admin,
      customerId: customer.id,
      input: { ...(await editForm(customer.id)), nextServiceDue: "2031-02-01" },
    });
    expect((await customerRow(customer.id)).nextServiceDue).toBe("2031-02-01");
  });

  it("an import never writes a member's date: it only adds records, and a row with their number is skipped", async () => {
    const { customer, visit } = await member();
    const header = "customer_number,first_name,last_name,address_line1,city,zip_code,next_service_due";
    const text = [
      header,
      `${customer.customerNumber},Ana,Tester,1 Palm Ave,Miami,33101,2031-01-01`,
      "LEGACY-9,Rosa,Diaz,1 Palm Ave,Miami,33101,2031-01-01",
    ].join("\r\n");
    const result = await importCustomersCsv({
      actor: admin,
      fileName: "customers.csv",
      bytes: new TextEncoder().encode(text),
    });
    expect(result).toMatchObject({
      ok: true,
      report: { imported: 1, errors: [{ row: 2, kind: "duplicateNumber", customerNumber: customer.customerNumber }] },
    });
    expect((await customerRow(customer.id)).nextServiceDue).toBe(visit.dueDate);
    const [imported] = await db().select().from(customers).where(eq(customers.customerNumber, "LEGACY-9"));
    expect(imported!.nextServiceDue).toBe("2031-01-01");
  });
});
