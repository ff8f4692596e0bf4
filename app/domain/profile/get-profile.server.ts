import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { DEFAULT_STATE } from "~/config/business-defaults";
import { database } from "~/db/database.server";
import { customers, plans, profiles, user as users } from "~/db/schema";
import { usPhoneToE164 } from "~/domain/messaging/phone-number";
import { readConsent } from "~/domain/messaging/read-consent.server";
import { findPendingEmailChange } from "./pending-email-change.server";

/** The profile form's values as the screen fills them in: every field a string, "" when empty. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  equipmentType: string;
  equipmentBrand: string;
  equipmentModel: string;
  notes: string;
};

export type ProfileView = {
  values: ProfileFormValues;
  /** The read-only Account Information card: only when a customer record exists (spec document 1 §2). */
  account: { customerNumber: string; status: string } | null;
  /** The current plan, read only (DECISIONS.md §2): null for none. */
  plan: { code: string; name: string; nameEs: string } | null;
  /** The new address a confirmation link was sent to, while the login keeps the old one. */
  pendingEmail: string | null;
  /** Whether the saved phone may be texted about visits now (the consent ledger's current state): the box's state. */
  smsConsent: boolean;
};

/**
 * The signed-in user's profile: the linked customer record's fields, else the profiles row, else the account's names
 * and e-mail. Reached only through `customers.user_id` (DECISIONS.md §2). Staff notes (`customers.notes`) are never
 * read here: the Notes field is the customer's own (`customer_notes`).
 */
export async function getProfile(input: {
  user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName">;
}): Promise<ProfileView> {
  const db = await database();
  const [record] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      addressLine1: customers.addressLine1,
      addressLine2: customers.addressLine2,
      city: customers.city,
      state: customers.state,
      zipCode: customers.zipCode,
      equipmentType: customers.equipmentType,
      equipmentBrand: customers.equipmentBrand,
      equipmentModel: customers.equipmentModel,
      customerNotes: customers.customerNotes,
      customerNumber: customers.customerNumber,
      status: customers.status,
      planCode: plans.code,
      planName: plans.name,
      planNameEs: plans.nameEs,
    })
    .from(customers)
    .leftJoin(plans, eq(plans.code, customers.servicePlan))
    .where(eq(customers.userId, input.user.id))
    .limit(1);
  // The login's e-mail is the one the form shows: a record's may lag behind until a change is confirmed.
  const [login] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.user.id));
  const email = login?.email ?? input.user.email;
  const pendingEmail = await findPendingEmailChange({ executor: db, userId: input.user.id });
  const pending = pendingEmail && pendingEmail !== email.toLowerCase() ? pendingEmail : null;

  if (record) {
    return {
      values: {
        firstName: record.firstName,
        lastName: record.lastName,
        email,
        phone: record.phone ?? "",
        addressLine1: record.addressLine1 ?? "",
        addressLine2: record.addressLine2 ?? "",
        city: record.city ?? "",
        state: record.state || DEFAULT_STATE,
        zipCode: record.zipCode ?? "",
        equipmentType: record.equipmentType ?? "",
        equipmentBrand: record.equipmentBrand ?? "",
        equipmentModel: record.equipmentModel ?? "",
        notes: record.customerNotes ?? "",
      },
      account: { customerNumber: record.customerNumber, status: record.status },
      plan:
        record.planCode && record.planName && record.planNameEs
          ? { code: record.planCode, name: record.planName, nameEs: record.planNameEs }
          : null,
      pendingEmail: pending,
      smsConsent: await smsConsentOf(record.phone),
    };
  }

  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, input.user.id));
  return {
    values: {
      firstName: profile?.firstName ?? input.user.firstName ?? "",
      lastName: profile?.lastName ?? input.user.lastName ?? "",
      email,
      phone: profile?.phone ?? "",
      addressLine1: profile?.address ?? "",
      addressLine2: "",
      city: profile?.city ?? "",
      state: profile?.state || DEFAULT_STATE,
      zipCode: profile?.zipCode ?? "",
      equipmentType: "",
      equipmentBrand: "",
      equipmentModel: "",
      notes: "",
    },
    account: null,
    plan: null,
    pendingEmail: pending,
    smsConsent: await smsConsentOf(profile?.phone ?? null),
  };
}

/** Whether a phone's transactional texts are consented now; false for no number or one that is not a US mobile. */
async function smsConsentOf(phone: string | null): Promise<boolean> {
  if (!phone || !usPhoneToE164(phone)) return false;
  return (await readConsent({ contact: phone, channel: "sms", purpose: "transactional" }))?.granted ?? false;
}
