import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, profiles } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { selfLeadTimeHours } from "~/domain/scheduling/window-capacity";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { listWindowPicker, type WindowPickerData } from "~/domain/scheduling/list-window-picker.server";

/** What the portal's booking form starts from (plain data for the screen). */
export type PortalBookingForm = {
  /** Pre-filled from the customer record, else the sign-up profile ("" when neither has one). */
  serviceAddress: string;
  phone: string;
  /** The zip code the windows are for: the record's, else the one the form asked for; null when unknown. */
  zipCode: string | null;
  /** The record has no zip code, so the form asks for one. */
  asksZipCode: boolean;
  /** The zip code is in no booking zone: the screen says to call, and offers no window. */
  outsideArea: boolean;
  /** The zip code asked for is not one. */
  zipInvalid: boolean;
  /** The windows for the chosen service type (null until one is chosen, or without a usable zip code). */
  picker: WindowPickerData | null;
  /** A plan member's shorter lead time in hours ("priority scheduling", issue 37 item 5); null when the usual one holds. */
  memberLeadTimeHours: number | null;
};

/**
 * The portal booking form's starting point (issue 34 item 5): address and phone from the customer's own record (or
 * the profile they signed up with), the zip code from the record (else `askedZipCode`, the form's own field), and
 * one page of free windows from `from` for the service type chosen, with a plan member's priority (their shorter lead
 * time, said on the panel). A zip code outside the area or not a zip code is
 * an answer for the screen, never an error.
 */
export async function getPortalBookingForm(input: {
  user: { id: string };
  serviceType: string | null;
  askedZipCode?: string | null;
  /** A visit being moved: its own zip code comes first. */
  visitZipCode?: string | null;
  from?: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<PortalBookingForm> {
  const db = input.executor ?? (await database());
  const [record] = await db
    .select({ id: customers.id, address: customers.addressLine1, phone: customers.phone, zipCode: customers.zipCode })
    .from(customers)
    .where(eq(customers.userId, input.user.id));
  const [profile] = record
    ? []
    : await db
        .select({ address: profiles.address, phone: profiles.phone, zipCode: profiles.zipCode })
        .from(profiles)
        .where(eq(profiles.userId, input.user.id));
  const own = record ?? profile;
  const benefits = await readMemberBenefits(db, { customerId: record?.id, now: input.now });
  const member = { priorityScheduling: benefits.priorityScheduling, emergencyReserve: benefits.emergencyReserve };
  const ownZip = own?.zipCode?.trim() || null;
  const zipCode = input.visitZipCode?.trim() || ownZip || input.askedZipCode?.trim() || null;
  const form: PortalBookingForm = {
    serviceAddress: own?.address ?? "",
    phone: own?.phone ?? "",
    zipCode,
    asksZipCode: zipCode === null || (ownZip === null && !input.visitZipCode?.trim()),
    outsideArea: false,
    zipInvalid: false,
    picker: null,
    memberLeadTimeHours: benefits.priorityScheduling ? await memberLeadTimeHours(input.executor) : null,
  };
  if (!zipCode || !input.serviceType) return form;
  try {
    const picker = await listWindowPicker({
      serviceType: input.serviceType,
      zipCode,
      from: input.from,
      booker: "self",
      member,
      now: input.now,
      executor: input.executor,
    });
    return { ...form, picker };
  } catch (error) {
    if (isAppError(error) && error.code === "OUTSIDE_AREA") return { ...form, outsideArea: true };
    if (isAppError(error) && error.fieldErrors?.zipCode) return { ...form, zipInvalid: true };
    throw error;
  }
}

/** The lead time a member with priority scheduling books with, when shorter than everyone's (else null: nothing to say). */
async function memberLeadTimeHours(executor: Executor | undefined): Promise<number | null> {
  const { scheduling } = await getSettings(executor ? { executor } : {});
  const hours = selfLeadTimeHours({ scheduling, member: { priorityScheduling: true, emergencyReserve: false } });
  return hours < scheduling.leadTimeHours ? hours : null;
}
