import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, plans, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { usPhoneToE164 } from "~/domain/messaging/phone-number";
import { readConsent } from "~/domain/messaging/read-consent.server";
import { isLocale, type Locale } from "~/i18n/catalog";

/** Whom a plan visit's offer goes to, and where the visit is: read in the offer's transaction. */
export type PlanVisitContact = {
  name: string;
  locale: Locale;
  planName: string;
  /** The login's address, else the record's; null when neither, or the person withdrew e-mail consent. */
  email: string | null;
  /** The record's phone in E.164 when it has a current transactional SMS consent (checked again when the text goes). */
  textPhone: string | null;
  zipCode: string | null;
};

/**
 * The customer of a plan visit as its offer needs them: the language is the login's (the portal remembers it), else
 * the one the person gave a consent in, else English; the plan's name in that language.
 */
export async function planVisitContactOf(
  tx: Executor,
  input: { customerId: string; planCode: string },
): Promise<PlanVisitContact> {
  const [row] = await tx
    .select({
      customer: customers,
      login: { email: user.email, locale: user.locale, firstName: user.firstName },
      plan: { name: plans.name, nameEs: plans.nameEs },
    })
    .from(customers)
    .innerJoin(plans, eq(plans.code, input.planCode))
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, input.customerId));
  if (!row) throw new Error(`plan visit customer ${input.customerId} does not exist`);
  const { customer, login, plan } = row;
  const email = login?.email ?? customer.email ?? null;
  const phone = usPhoneToE164(customer.phone ?? "");
  const [mailConsent, smsConsent] = await Promise.all([
    email ? consentOf(tx, "email", email) : null,
    phone ? consentOf(tx, "sms", phone) : null,
  ]);
  const locale: Locale =
    login && isLocale(login.locale) ? login.locale : (smsConsent?.locale ?? mailConsent?.locale ?? "en");
  return {
    name: customer.firstName || login?.firstName || "",
    locale,
    planName: locale === "es" ? plan.nameEs : plan.name,
    email: email && mailConsent?.granted !== false ? email : null,
    textPhone: phone && smsConsent?.granted ? phone : null,
    zipCode: customer.zipCode,
  };
}

async function consentOf(tx: Executor, channel: "sms" | "email", contact: string) {
  try {
    return await readConsent({ contact, channel, purpose: "transactional", executor: tx });
  } catch (error) {
    // A stored contact the ledger cannot key (not an address at all) has no consent either way.
    if (isAppError(error) && error.code === "BAD_INPUT") return null;
    throw error;
  }
}
