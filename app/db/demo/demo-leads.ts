import type { leads, newsletterSubscriptions } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import { RECENT_CUSTOMER_DAYS, type DemoCustomerRow } from "./demo-customers";
import { exampleEmail } from "./demo-places";
import type { SeededRandom } from "./seeded-random";

type LeadStatus = "new" | "synced_to_monday" | "contacted" | "converted";

/** People who signed up on the website in the last month (no customer record yet). */
export const DEMO_SIGNUPS = [
  { firstName: "Daniel", lastName: "Ortiz", daysAgo: 1, emailVerified: false, status: "new" },
  { firstName: "Valeria", lastName: "Campos", daysAgo: 6, emailVerified: true, status: "synced_to_monday" },
  { firstName: "Brian", lastName: "Mitchell", daysAgo: 14, emailVerified: true, status: "contacted" },
  { firstName: "Yesenia", lastName: "Pardo", daysAgo: 25, emailVerified: true, status: "synced_to_monday" },
] as const satisfies ReadonlyArray<{
  firstName: string;
  lastName: string;
  daysAgo: number;
  emailVerified: boolean;
  status: LeadStatus;
}>;

type LeadSeed = {
  name: string;
  source: "website_form" | "contact_form";
  daysAgo: number;
  status: LeadStatus;
  address?: string;
  zipCode?: string;
  notes: string;
};

const LEADS: LeadSeed[] = [
  // Daniel Ortiz also signed up the day after: the back office flags the pair for Link Accounts.
  {
    name: "Daniel Ortiz",
    source: "website_form",
    daysAgo: 2,
    status: "new",
    address: "10421 SW 112th St, Kendall, FL",
    zipCode: "33176",
    notes: "AC is 14 years old and short cycling. Would like an estimate for a replacement.",
  },
  {
    name: "Teresa Blanco",
    source: "website_form",
    daysAgo: 9,
    status: "synced_to_monday",
    address: "455 Aragon Ave, Coral Gables, FL",
    zipCode: "33134",
    notes: "Interested in the Premium Care plan for two units.",
  },
  {
    name: "Frank Russo",
    source: "website_form",
    daysAgo: 16,
    status: "contacted",
    address: "10175 Collins Ave, Bal Harbour, FL",
    zipCode: "33154",
    notes: "Condo unit: the air handler makes a rattling noise at night.",
  },
  {
    name: "Hector Salinas",
    source: "website_form",
    daysAgo: 5,
    status: "new",
    address: "8725 NW 107th Ave, Doral, FL",
    zipCode: "33178",
    notes: "Office building with three rooftop units that need regular service.",
  },
  {
    name: "Jessica Palmer",
    source: "website_form",
    daysAgo: 27,
    status: "synced_to_monday",
    address: "1620 SE 12th Ave, Homestead, FL",
    zipCode: "33033",
    notes: "Estimate for duct cleaning, we have a newborn at home.",
  },
  {
    name: "Ricardo Mena",
    source: "contact_form",
    daysAgo: 1,
    status: "new",
    notes: "Do you also service commercial refrigeration, like walk-in coolers?",
  },
  {
    name: "Laura Kim",
    source: "contact_form",
    daysAgo: 22,
    status: "contacted",
    notes: "What are your Saturday hours? I need a tune-up before family visits.",
  },
  {
    name: "Oscar Villanueva",
    source: "contact_form",
    daysAgo: 33,
    status: "synced_to_monday",
    notes: "Could you send a copy of my last invoice for an insurance claim?",
  },
  {
    name: "Beatriz Soto",
    source: "contact_form",
    daysAgo: 51,
    status: "contacted",
    notes: "Thanks to Luis for the quick repair last week!",
  },
];

export type DemoLeadRow = Omit<typeof leads.$inferInsert, "customerId" | "userId"> & {
  customerIndex?: number;
  signupIndex?: number;
};

export function buildDemoLeads(
  customers: DemoCustomerRow[],
  random: SeededRandom,
  calendar: DemoCalendar,
  nextPhone: () => string,
): DemoLeadRow[] {
  const mondayItemId = (status: LeadStatus) =>
    status === "synced_to_monday" ? String(random.int(1_700_000_000, 1_899_999_999)) : null;
  const at = (daysAgo: number) => calendar.ago(daysAgo - random.next() * 0.4);
  const rows: DemoLeadRow[] = LEADS.map((lead) => {
    const [firstName = lead.name, lastName = ""] = lead.name.split(" ");
    const createdAt = at(lead.daysAgo);
    return {
      name: lead.name,
      email: exampleEmail(firstName, lastName),
      phone: nextPhone(),
      address: lead.address ?? null,
      zipCode: lead.zipCode ?? null,
      notes: lead.notes,
      source: lead.source,
      status: lead.status,
      mondayItemId: mondayItemId(lead.status),
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Estimate requests that became customers: the lead came a few days before the record.
  for (const [customerIndex, joinedDaysAgo] of RECENT_CUSTOMER_DAYS) {
    const customer = customers[customerIndex]!;
    const createdAt = at(joinedDaysAgo + 4);
    rows.push({
      customerIndex,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      phone: customer.phone,
      address: `${customer.addressLine1}, ${customer.city}, FL`,
      zipCode: customer.zipCode,
      notes: "Requested a free estimate for a system check.",
      source: "website_form",
      status: "converted",
      mondayItemId: String(random.int(1_700_000_000, 1_899_999_999)),
      createdAt,
      updatedAt: calendar.ago(joinedDaysAgo),
    });
  }
  DEMO_SIGNUPS.forEach((signup, signupIndex) => {
    const createdAt = calendar.ago(signup.daysAgo);
    rows.push({
      signupIndex,
      name: `${signup.firstName} ${signup.lastName}`,
      email: exampleEmail(signup.firstName, signup.lastName),
      phone: null,
      address: null,
      zipCode: null,
      notes: "Signed up for an online account.",
      source: "user_signup",
      status: signup.status,
      mondayItemId: mondayItemId(signup.status),
      createdAt,
      updatedAt: createdAt,
    });
  });
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}

export function buildDemoNewsletter(calendar: DemoCalendar): Array<typeof newsletterSubscriptions.$inferInsert> {
  const subscribers = [
    { email: "nora.delacruz@example.com", name: "Nora De La Cruz", source: "footer", daysAgo: 3 },
    { email: "pete.lawson@example.com", name: null, source: "footer", daysAgo: 11 },
    { email: "gloria.ibarra@example.com", name: null, source: "contact_page", daysAgo: 19 },
    { email: "sam.whitaker@example.com", name: "Sam Whitaker", source: "footer", daysAgo: 34 },
    { email: "lucia.paredes@example.com", name: null, source: "contact_page", daysAgo: 47 },
  ] as const;
  return subscribers.map(({ daysAgo, ...subscriber }) => ({ ...subscriber, createdAt: calendar.ago(daysAgo) }));
}
