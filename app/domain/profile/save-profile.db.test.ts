import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/auth/auth.server";
import type { SessionUser } from "~/auth/session-user";
import { customers, jobs, profiles, settings, user } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { cookieOf, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getProfile } from "./get-profile.server";
import { saveProfile } from "./save-profile.server";

const { db } = useTestDatabase();
const password = "Quiet-River-2031";

const FORM = {
  firstName: "Lucia",
  lastName: "Gomez",
  email: "lucia@example.com",
  phone: "(305) 555-0100",
  addressLine1: "12 Palm Ave",
  addressLine2: "",
  city: "Miami",
  state: "GA",
  zipCode: "33101",
  equipmentType: "Heat Pump",
  equipmentBrand: "Carrier",
  equipmentModel: "",
  notes: "Gate code 42",
};

async function login(email = "lucia@example.com", emailVerified = true): Promise<SessionUser> {
  const { id } = await createCredentialUser({
    email,
    password,
    name: "Lucia Gomez",
    firstName: "Lucia",
    lastName: "Gomez",
    emailVerified,
  });
  return {
    id,
    email,
    name: "Lucia Gomez",
    firstName: "Lucia",
    lastName: "Gomez",
    role: "user",
    isAdmin: false,
    emailVerified,
    locale: "en",
  };
}

async function recordOf(userId: string) {
  const [record] = await db().select().from(customers).where(eq(customers.userId, userId));
  return record;
}

describe("saveProfile finds or makes the customer record (DECISIONS.md §2)", () => {
  it("creates a numbered record when the user has none, and upserts the profiles row", async () => {
    const account = await login();
    await saveProfile({ user: account, input: FORM });
    const record = await recordOf(account.id);
    expect(record).toMatchObject({
      customerNumber: expect.stringMatching(/^AW\d+$/),
      firstName: "Lucia",
      addressLine1: "12 Palm Ave",
      state: "GA",
      equipmentType: "Heat Pump",
      customerNotes: "Gate code 42",
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, account.id));
    expect(profile).toMatchObject({
      firstName: "Lucia",
      lastName: "Gomez",
      address: "12 Palm Ave",
      city: "Miami",
      state: "GA",
      zipCode: "33101",
      phone: "(305) 555-0100",
    });
  });

  it("claims the unlinked record with the same verified e-mail instead of making another", async () => {
    const [imported] = await db()
      .insert(customers)
      .values({ firstName: "L", lastName: "G", email: "LUCIA@example.com", customerNumber: "AW5001" })
      .returning();
    const account = await login();
    await saveProfile({ user: account, input: FORM });
    expect(await recordOf(account.id)).toMatchObject({ id: imported!.id, customerNumber: "AW5001", city: "Miami" });
    expect(await db().select().from(customers)).toHaveLength(1);
  });

  it("updates the record already linked to the login", async () => {
    const account = await login();
    await saveProfile({ user: account, input: FORM });
    const first = await recordOf(account.id);
    await saveProfile({ user: account, input: { ...FORM, city: "Doral" } });
    expect(await recordOf(account.id)).toMatchObject({
      id: first!.id,
      customerNumber: first!.customerNumber,
      city: "Doral",
    });
  });

  it("saves empty optional values as null", async () => {
    const account = await login();
    await saveProfile({
      user: account,
      input: { ...FORM, phone: " ", addressLine2: "", equipmentType: "", equipmentBrand: "", notes: "  " },
    });
    expect(await recordOf(account.id)).toMatchObject({
      phone: null,
      addressLine2: null,
      equipmentType: null,
      equipmentBrand: null,
      equipmentModel: null,
      customerNotes: null,
    });
  });

  it("ignores plan, status, balance, customer number and staff notes sent in the body", async () => {
    const account = await login();
    await db().insert(customers).values({
      userId: account.id,
      firstName: "L",
      lastName: "G",
      customerNumber: "AW6001",
      notes: "Staff: dog in yard",
      currentBalance: 40,
    });
    await saveProfile({
      user: account,
      input: {
        ...FORM,
        servicePlan: "commercial_plus",
        plan: "premium_care",
        status: "suspended",
        currentBalance: "0",
        customerNumber: "AW1",
        customer_notes: "x",
        staffNotes: "",
        userId: "someone",
      },
    });
    expect(await recordOf(account.id)).toMatchObject({
      servicePlan: "none",
      status: "active",
      currentBalance: 40,
      customerNumber: "AW6001",
      notes: "Staff: dog in yard",
      customerNotes: "Gate code 42",
    });
  });

  it("never returns the staff notes, only the customer's own", async () => {
    const account = await login();
    await db().insert(customers).values({
      userId: account.id,
      firstName: "L",
      lastName: "G",
      notes: "Staff only: slow payer",
      customerNotes: "Call first",
    });
    const view = await getProfile({ user: account });
    expect(view.values.notes).toBe("Call first");
    expect(JSON.stringify(view)).not.toContain("slow payer");
    expect(view.account).toMatchObject({ status: "active" });
  });

  it("answers field messages for missing required fields and a bad zip code, saving nothing", async () => {
    const account = await login();
    await expect(
      saveProfile({ user: account, input: { ...FORM, firstName: " ", city: "", zipCode: "3310" } }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { firstName: "firstNameRequired", city: "cityRequired", zipCode: "zipCodeInvalid" },
    });
    expect(await recordOf(account.id)).toBeUndefined();
  });
});

describe("getProfile", () => {
  it("falls back to the profiles row, then the account, and has no Account Information without a record", async () => {
    const account = await login();
    expect(await getProfile({ user: account })).toMatchObject({
      values: { firstName: "Lucia", email: "lucia@example.com", state: "FL" },
      account: null,
      plan: null,
    });
    await db().insert(profiles).values({ userId: account.id, firstName: "Lucy", city: "Hialeah", state: "AL" });
    expect((await getProfile({ user: account })).values).toMatchObject({
      firstName: "Lucy",
      city: "Hialeah",
      state: "AL",
    });
  });

  it("shows the current plan read only", async () => {
    const account = await login();
    await db()
      .insert(customers)
      .values({ userId: account.id, firstName: "L", lastName: "G", servicePlan: "premium_care" });
    expect((await getProfile({ user: account })).plan).toMatchObject({ code: "premium_care", name: "Premium Care" });
  });
});

describe("a change of e-mail goes through confirmation", () => {
  async function signUp() {
    const { userId, setCookies } = await signUpCustomer({
      form: { firstName: "Vera", lastName: "Cruz", email: "vera@example.com", password, confirmPassword: password },
      locale: "en",
      http: testHttp(),
    });
    const account: SessionUser = {
      id: userId,
      email: "vera@example.com",
      name: "Vera Cruz",
      firstName: "Vera",
      lastName: "Cruz",
      role: "user",
      isAdmin: false,
      emailVerified: false,
      locale: "en",
    };
    return { account, http: testHttp("/customer/profile", cookieOf(setCookies)) };
  }

  async function changeLink(to: string): Promise<string> {
    const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
      (row) => row.payload.kind === "email-change" && row.payload.to === to,
    );
    const link = String(mails.at(-1)?.payload.text ?? "").match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no email-change mail to ${to}`);
    return link;
  }

  it("keeps the login and record e-mail until the link mailed to the new address is followed", async () => {
    const { account, http } = await signUp();
    const result = await saveProfile({ user: account, input: { ...FORM, email: "Vera.New@example.com" }, http });
    expect(result.pendingEmail).toBe("vera.new@example.com");
    const [before] = await db().select().from(user).where(eq(user.id, account.id));
    expect(before!.email).toBe("vera@example.com");
    expect((await recordOf(account.id))!.email).toBe("vera@example.com");
    expect((await getProfile({ user: account })).pendingEmail).toBe("vera.new@example.com");

    const response = await (await getAuth()).handler(new Request(await changeLink("vera.new@example.com")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/customer/profile?email=confirmed");
    const [after] = await db().select().from(user).where(eq(user.id, account.id));
    expect(after).toMatchObject({ email: "vera.new@example.com", emailVerified: true });
    expect((await recordOf(account.id))!.email).toBe("vera.new@example.com");
    expect((await getProfile({ user: account })).pendingEmail).toBeNull();
  });

  it("refuses the designated admin address with a field message and sends nothing", async () => {
    await db().update(settings).set({ adminEmail: "owner@awac.example" });
    const { account, http } = await signUp();
    await expect(
      saveProfile({ user: account, input: { ...FORM, email: "owner@awac.example" }, http }),
    ).rejects.toMatchObject({ fieldErrors: { email: "emailUnavailable" } });
    const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
      (row) => row.payload.kind === "email-change",
    );
    expect(mails).toEqual([]);
  });

  it("shows the auth service's refusal when the session is missing", async () => {
    const { account } = await signUp();
    await expect(
      saveProfile({
        user: account,
        input: { ...FORM, email: "other@example.com" },
        http: testHttp("/customer/profile"),
      }),
    ).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await getProfile({ user: account })).pendingEmail).toBeNull();
  });
});
