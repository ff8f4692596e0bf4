import { eq } from "drizzle-orm";
import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { EMAIL_VERIFICATION_EXPIRES_SECONDS } from "~/domain/accounts/auth-mail.server";
import { isDesignatedAdminEmail } from "~/auth/permissions";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, profiles, user as users } from "~/db/schema";
import { throwIfAuthFailed } from "~/domain/accounts/auth-service-error";
import { AppError } from "~/domain/app-error";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { followProfileSmsConsent, smsConsentBoxOf } from "~/domain/messaging/record-form-sms-consent.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import { profileFieldErrors, ProfileSchema } from "./profile-schemas";
import { recordPendingEmailChange } from "./pending-email-change.server";

/** Where the confirmation link of an e-mail change brings the customer back (better-auth adds `error=` on failure). */
export const EMAIL_CHANGE_CALLBACK_PATH = "/customer/profile?email=confirmed";

export type SaveProfileResult = {
  /** The new address a confirmation link went to; null when the e-mail did not change. */
  pendingEmail: string | null;
};

/**
 * Saves the portal's profile form (spec document 1 §7; DECISIONS.md §2): finds or makes the user's customer record,
 * writes the form's fields to it and upserts the profiles row, and records a change of the SMS box in the consent
 * ledger (a tick grants the form's phone, an untick withdraws it and the number saved before), in one transaction. A
 * ticked box without a US number is refused (`phone` smsPhoneInvalid) before anything is written. Plan, status, balance, customer
 * number and staff notes are not form fields, so a body naming them changes nothing.
 *
 * A new e-mail never changes the login (nor the record's e-mail) here: better-auth's change-email flow mails a link to
 * the new address, and the login changes only when it is followed (the record follows then: completeEmailChange).
 * `http` is the browser's request, whose session better-auth needs for that call.
 */
export async function saveProfile(input: {
  user: Pick<SessionUser, "id" | "email">;
  input: unknown;
  http?: AuthHttpContext;
  /** The page's language and the client's address (as the server decided it), recorded with a change of the SMS box. */
  consent?: { locale: Locale; clientAddress: string | null };
}): Promise<SaveProfileResult> {
  const parsed = ProfileSchema.safeParse(input.input);
  if (!parsed.success) throw new AppError("BAD_INPUT", "The profile form has errors", profileFieldErrors(parsed.error));
  const form = parsed.data;
  const smsBox = await smsConsentBoxOf({
    ticked: form.smsConsent,
    phone: form.phone,
    request: { ipAddress: input.consent?.clientAddress ?? null, locale: input.consent?.locale ?? "en" },
  });
  const db = await database();

  const [login] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.user.id));
  if (!login) throw new AppError("NOT_FOUND", `No user ${input.user.id}`);
  const newEmail = form.email !== login.email.toLowerCase() ? form.email : null;
  if (newEmail) await requestEmailChange({ newEmail, http: input.http });

  await db.transaction(async (tx) => {
    const { customer } = await ensureCustomerRecord({ userId: input.user.id, executor: tx });
    const now = new Date();
    await tx
      .update(customers)
      .set({
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        addressLine1: form.addressLine1,
        addressLine2: form.addressLine2,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
        equipmentType: form.equipmentType,
        equipmentBrand: form.equipmentBrand,
        equipmentModel: form.equipmentModel,
        customerNotes: form.notes,
        updatedAt: now,
      })
      .where(eq(customers.id, customer.id));
    const profileFields = {
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      address: form.addressLine1,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      updatedAt: now,
    };
    await tx
      .insert(profiles)
      .values({ userId: input.user.id, ...profileFields })
      .onConflictDoUpdate({ target: profiles.userId, set: profileFields });
    // The portal's sidebar and account menu greet the login's names: keep them the customer's current ones.
    await tx
      .update(users)
      .set({
        firstName: form.firstName,
        lastName: form.lastName,
        name: `${form.firstName} ${form.lastName}`,
        updatedAt: now,
      })
      .where(eq(users.id, input.user.id));
    await followProfileSmsConsent(tx, {
      box: smsBox,
      phone: form.phone,
      previousPhone: customer.phone,
      source: "profile_form",
      customerId: customer.id,
    });
    if (newEmail)
      await recordPendingEmailChange({
        executor: tx,
        userId: input.user.id,
        newEmail,
        expiresInSeconds: EMAIL_VERIFICATION_EXPIRES_SECONDS,
      });
  });
  return { pendingEmail: newEmail };
}

/**
 * Starts better-auth's change-email flow for the signed-in user (a confirmation link to the new address). Its
 * refusals come back as AuthServiceError with the service's message. The designated admin address is refused: a
 * customer login must never become the one that address makes an administrator.
 */
async function requestEmailChange(input: { newEmail: string; http: AuthHttpContext | undefined }): Promise<void> {
  const settings = await getSettings();
  if (isDesignatedAdminEmail(input.newEmail, settings.adminEmail)) {
    throw new AppError("BAD_INPUT", "That e-mail address cannot be used for a customer account", {
      email: "emailUnavailable",
    });
  }
  if (!input.http) throw new Error("saveProfile needs the browser's request to change the e-mail address");
  const result = await callAuthEndpoint(input.http, "/change-email", {
    newEmail: input.newEmail,
    callbackURL: EMAIL_CHANGE_CALLBACK_PATH,
  });
  throwIfAuthFailed(result);
}
