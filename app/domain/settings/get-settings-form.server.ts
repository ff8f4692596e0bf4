import type { SessionUser } from "~/auth/session-user";
import { isDesignatedAdminEmail } from "~/auth/permissions";
import type { TimeRange, Weekday } from "~/config/settings-shapes";
import { listZones } from "~/domain/zones/list-zones.server";
import { configuredTwilio } from "~/integrations/twilio/configured-twilio.server";
import type { ZoneRow } from "~/domain/zones/zone-schemas";
import { getSettings, type BusinessSettings } from "./get-settings.server";
import { messagingValues } from "./messaging-form";
import { schedulingNumberValues } from "./scheduling-form";
import { HOURS_DAY_GROUPS, SOCIAL_NETWORKS, type SettingsFormValues } from "./settings-schemas";

/** The hours a closed day group's time inputs start from, should staff open it. */
const DEFAULT_OPEN_HOURS = { opens: "08:00", closes: "17:00" } as const;

/** What the Settings screen draws: the record as the form's inputs hold it, and the facts shown beside them. */
export type SettingsFormData = {
  values: SettingsFormValues;
  /** The Scheduling tab's rows: each weekday's arrival windows, and each booking zone (by name). */
  windows: Record<Weekday, TimeRange[]>;
  zones: Omit<ZoneRow, "row">[];
  /** The service areas (Service Settings) no zone is named after: nobody there can book online yet. */
  areasWithoutZone: string[];
  /** The record's version the form was drawn from (sent back, so a save over a newer one is refused). */
  version: number;
  /** The stored designated admin address ("" when none): changing it asks for confirmation. */
  currentAdminEmail: string;
  /** True when the person looking is admin only through that address (they may not move it away). */
  adminThroughDesignatedEmail: boolean;
  /**
   * How texts leave (issue 36): through Twilio when its credentials are in the environment, else to the development
   * outbox on the System page. Only that: the screen never sees a credential.
   */
  smsTransport: "twilio" | "outbox";
  updatedAt: string;
};

/** The Settings form's starting values, read from the one settings record. */
export async function getSettingsForm(input: {
  actor: Pick<SessionUser, "email" | "role">;
}): Promise<SettingsFormData> {
  const [record, zones] = await Promise.all([getSettings(), listZones()]);
  return {
    values: settingsFormValuesOf(record),
    windows: record.scheduling.windows,
    zones: zones.map((zone) => ({ was: zone.name, name: zone.name, zipCodes: zone.zipCodes.join(", ") })),
    areasWithoutZone: record.serviceAreas.filter(
      (area) => !zones.some((zone) => zone.name.toLocaleLowerCase("en-US") === area.toLocaleLowerCase("en-US")),
    ),
    version: record.version,
    currentAdminEmail: record.adminEmail ?? "",
    adminThroughDesignatedEmail:
      input.actor.role !== "admin" && isDesignatedAdminEmail(input.actor.email, record.adminEmail),
    smsTransport: configuredTwilio() ? "twilio" : "outbox",
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The record as text for the inputs: cents as dollars with cents, areas one per line, a ticked box as "on". */
export function settingsFormValuesOf(record: BusinessSettings): SettingsFormValues {
  const tick = (value: boolean) => (value ? "on" : "");
  const hours = Object.fromEntries(
    HOURS_DAY_GROUPS.flatMap((day) => {
      const open = record.businessHours[day];
      return [
        [`${day}Closed`, tick(open === null)],
        [`${day}Opens`, open?.opens ?? DEFAULT_OPEN_HOURS.opens],
        [`${day}Closes`, open?.closes ?? DEFAULT_OPEN_HOURS.closes],
      ];
    }),
  );
  const links = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, record.socialLinks[network] ?? ""]));
  return {
    companyName: record.companyName,
    mainPhone: record.mainPhone,
    emergencyPhone: record.emergencyPhone,
    email: record.email,
    address: record.address,
    licenseNumber: record.licenseNumber,
    foundedYear: String(record.foundedYear),
    ...(links as Record<(typeof SOCIAL_NETWORKS)[number], string>),
    adminEmail: record.adminEmail ?? "",
    adminEmailConfirmed: "",
    ...(hours as Pick<SettingsFormValues, `${(typeof HOURS_DAY_GROUPS)[number]}${"Closed" | "Opens" | "Closes"}`>),
    emergencyLine24x7: tick(record.businessHours.emergencyLine24x7),
    serviceAreas: record.serviceAreas.join("\n"),
    serviceRadiusMiles: String(record.serviceRadiusMiles),
    serviceCallFee: (record.serviceCallFeeCents / 100).toFixed(2),
    quoteDepositPercent: String(record.quoteDepositPercent),
    emailNotifications: tick(record.emailNotifications),
    autoConfirm: tick(record.autoConfirm),
    ...schedulingNumberValues(record.scheduling),
    ...messagingValues(record),
  };
}
