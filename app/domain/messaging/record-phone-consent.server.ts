import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { CONSENT_PURPOSES, customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { knownCustomerId } from "~/domain/customers/customer-id";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { PhoneConsentSchema } from "./phone-consent-schema";
import { recordConsent, type ConsentPurpose } from "./record-consent.server";

export type RecordedPhoneConsent = { number: string; granted: boolean; eventIds: string[] };

/**
 * Staff record an SMS consent given or withdrawn on the phone (issue 36 item 6): a ledger event with source
 * "staff_phone", the note as the words agreed to, the call's language, the customer and who recorded it, audited as
 * "customer.phone-consent" in the same transaction. A yes grants transactional texts only: marketing texts need prior
 * express *written* consent, which a call is not (the consent ADR). A no withdraws every SMS purpose, as a STOP does:
 * someone who asks not to be texted means all of it. Bad input: BAD_INPUT with a message key per field. Unknown
 * customer: NOT_FOUND. Admin only: the route's guard.
 */
export async function recordPhoneConsent(input: {
  actor: { id: string };
  customerId: string;
  input: unknown;
}): Promise<RecordedPhoneConsent> {
  const id = knownCustomerId(input.customerId);
  const parsed = PhoneConsentSchema.safeParse(input.input ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "Invalid phone consent", firstIssuePerField(parsed.error, "phone"));
  const { phone, granted, locale, note } = parsed.data;
  const purposes: readonly ConsentPurpose[] = granted ? ["transactional"] : CONSENT_PURPOSES;

  const db = await database();
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ customerNumber: customers.customerNumber })
      .from(customers)
      .where(eq(customers.id, id));
    if (!record) throw new AppError("NOT_FOUND", "Customer not found");
    const events = [];
    for (const purpose of purposes) {
      events.push(
        await recordConsent(
          {
            contact: phone,
            channel: "sms",
            purpose,
            granted,
            source: "staff_phone",
            wordsShown: note,
            locale,
            customerId: id,
            recordedBy: input.actor.id,
          },
          { tx },
        ),
      );
    }
    const number = events[0]!.contact;
    await recordAudit(tx, {
      actor: input.actor,
      action: "customer.phone-consent",
      entity: "customer",
      entityId: id,
      details: { customerNumber: record.customerNumber, number, granted, purposes, locale, note },
    });
    return { number, granted, eventIds: events.map((event) => event.eventId) };
  });
}
