import { TECHNICIAN_ROLE } from "~/auth/permissions";
import type { WeeklyHours } from "~/config/settings-shapes";
import { database } from "~/db/database.server";
import { technicians, zoneZipCodes } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import type { TechnicianInput } from "~/domain/team/team-schemas";

/**
 * Technicians for tests (issue 34): zones to cover, a technician's form as staff fill it, and a technician with a
 * login (role `technician`) whose password the test knows, as if the invitation had been followed.
 */

/** The test database starts with no zones (tables are emptied between tests): each test adds the ones it names. */
export async function addZones(zones: Record<string, string[]>): Promise<void> {
  const db = await database();
  const rows = Object.entries(zones).flatMap(([zone, zipCodes]) => zipCodes.map((zipCode) => ({ zone, zipCode })));
  if (rows.length > 0) await db.insert(zoneZipCodes).values(rows).onConflictDoNothing();
}

const WORKDAY = { works: true, start: "08:00", end: "17:00" };
const DAY_OFF = { works: false, start: "", end: "" };

/** The Team form's values for a weekday technician (Monday to Friday, 8 to 5), with any field changed. */
export function technicianForm(overrides: Partial<TechnicianInput> = {}): TechnicianInput {
  return {
    name: "Marco Ruiz",
    phone: "(305) 555-0142",
    email: "marco.ruiz@example.com",
    locale: "es",
    serviceTypes: ["AC Repair", "Maintenance"],
    zones: ["Coral Gables"],
    weeklyHours: {
      sunday: DAY_OFF,
      monday: WORKDAY,
      tuesday: WORKDAY,
      wednesday: WORKDAY,
      thursday: WORKDAY,
      friday: WORKDAY,
      saturday: DAY_OFF,
    },
    onEmergencyRota: false,
    active: true,
    ...overrides,
  };
}

export const WEEKDAY_HOURS: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "17:00" },
  tuesday: { start: "08:00", end: "17:00" },
  wednesday: { start: "08:00", end: "17:00" },
  thursday: { start: "08:00", end: "17:00" },
  friday: { start: "08:00", end: "17:00" },
  saturday: null,
};

/**
 * A technician with a login of role `technician` and a known password (written straight to the tables, as the
 * seed does): what a test needs to sign in as one.
 */
export async function createTechnicianUser(
  input: { email?: string; password?: string; name?: string } = {},
): Promise<{ technicianId: string; userId: string; email: string; password: string }> {
  const email = input.email ?? "tech.tina@example.com";
  const password = input.password ?? "Wrench-Harbor-2031";
  const name = input.name ?? "Tina Tech";
  const login = await createCredentialUser({ email, password, name, role: TECHNICIAN_ROLE, emailVerified: true });
  const db = await database();
  const [technician] = await db
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0177",
      email,
      serviceTypes: ["Maintenance"],
      zones: [],
      weeklyHours: WEEKDAY_HOURS,
      userId: login.id,
    })
    .returning({ id: technicians.id });
  return { technicianId: technician!.id, userId: login.id, email, password };
}
