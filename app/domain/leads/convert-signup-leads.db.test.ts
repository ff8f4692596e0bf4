import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, leads, user } from "~/db/schema";
import { createSignupRecords } from "~/domain/accounts/create-signup-records.server";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { linkCustomerLogin } from "~/domain/customers/link-customer-login.server";
import { getAdminDashboardStats } from "~/domain/dashboard/get-admin-dashboard-stats.server";
import { getBackOfficeCounts } from "~/domain/dashboard/get-back-office-counts.server";
import { insertLead, insertSignup } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { convertSignupLeadsOfExistingCustomers } from "./convert-signup-leads.server";
import { linkLeadToSignup } from "./link-lead-to-signup.server";

const { db } = useTestDatabase();
const staff = { id: "admin-1", isAdmin: true };

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olga Owner", email: "admin@awac.example", role: "admin" });
});

/** A sign-up as the sign-up endpoint leaves it: the login, its profile and its `user_signup` lead (status new). */
async function signUp(firstName: string, options: { emailVerified?: boolean; email?: string } = {}) {
  const signup = await insertSignup(db(), { firstName, lastName: "Prieto", ...options });
  const { leadId } = await createSignupRecords({ executor: db(), userId: signup.userId });
  return { ...signup, leadId };
}

async function leadOf(id: string) {
  const [row] = await db().select().from(leads).where(eq(leads.id, id));
  return row!;
}

async function unlinkedRecord(email: string) {
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Staff", lastName: "Made", email, addressLine1: "1 Palm Ave", city: "Miami" })
    .returning({ id: customers.id });
  return row!.id;
}

describe("a sign-up lead once its person has a customer record", () => {
  it("is converted and linked to the record when the portal makes the person's record", async () => {
    const ana = await signUp("Ana");
    expect((await getBackOfficeCounts({ actor: staff })).newLeads).toBe(1);

    const { customer, outcome } = await ensureCustomerRecord({ userId: ana.userId });
    expect(outcome).toBe("created");
    expect(await leadOf(ana.leadId)).toMatchObject({ status: "converted", customerId: customer.id });
    // Pending Leads and the sidebar badge stop counting someone the office has already won.
    expect((await getBackOfficeCounts({ actor: staff })).newLeads).toBe(0);
    expect((await getAdminDashboardStats({ actor: staff })).pendingLeads).toBe(0);
  });

  it("is converted when the person claims the unlinked record with their verified e-mail", async () => {
    const recordId = await unlinkedRecord("bea.prieto@example.com");
    const bea = await signUp("Bea", { email: "bea.prieto@example.com", emailVerified: true });
    const { outcome } = await ensureCustomerRecord({ userId: bea.userId });
    expect(outcome).toBe("claimed");
    expect(await leadOf(bea.leadId)).toMatchObject({ status: "converted", customerId: recordId });
  });

  it("is converted when staff link the login to a record", async () => {
    const recordId = await unlinkedRecord("someone.else@example.com");
    const cai = await signUp("Cai");
    await linkCustomerLogin({ actor: staff, customerId: recordId, email: cai.email });
    expect(await leadOf(cai.leadId)).toMatchObject({ status: "converted", customerId: recordId });
  });

  it("is converted with the other lead when staff link an estimate request to the sign-up (Link Accounts)", async () => {
    const dan = await signUp("Dan");
    const estimate = await insertLead(db(), { name: "Dan Prieto" });
    const linked = await linkLeadToSignup({ actor: staff, leadId: estimate.id, userId: dan.userId });
    expect(await leadOf(estimate.id)).toMatchObject({ status: "converted", customerId: linked.customerId });
    expect(await leadOf(dan.leadId)).toMatchObject({ status: "converted", customerId: linked.customerId });
  });

  it("leaves other people's leads and the same person's other leads as they are", async () => {
    const eva = await signUp("Eva");
    const other = await signUp("Fay");
    const estimate = await insertLead(db(), { name: "Eva Prieto", email: eva.email });
    await ensureCustomerRecord({ userId: eva.userId });
    expect(await leadOf(other.leadId)).toMatchObject({ status: "new", customerId: null });
    expect(await leadOf(estimate.id)).toMatchObject({ status: "new", customerId: null });
  });
});

describe("convertSignupLeadsOfExistingCustomers", () => {
  it("converts, once, the sign-up leads of people who got their record before the rule, and no others", async () => {
    const gil = await signUp("Gil");
    const hal = await signUp("Hal");
    const ida = await signUp("Ida");
    // Records that came before the rule: linked directly, as the older code left them.
    const [gilRecord] = await db()
      .insert(customers)
      .values({ userId: gil.userId, firstName: "Gil", lastName: "Prieto" })
      .returning({ id: customers.id });
    await db().insert(customers).values({ userId: hal.userId, firstName: "Hal", lastName: "Prieto" });
    await db().update(leads).set({ status: "contacted" }).where(eq(leads.id, hal.leadId));

    expect(await convertSignupLeadsOfExistingCustomers(db())).toBe(2);
    expect(await leadOf(gil.leadId)).toMatchObject({ status: "converted", customerId: gilRecord!.id });
    expect(await leadOf(hal.leadId)).toMatchObject({ status: "converted" });
    expect(await leadOf(ida.leadId)).toMatchObject({ status: "new", customerId: null });
    expect(await convertSignupLeadsOfExistingCustomers(db())).toBe(0);
  });
});
