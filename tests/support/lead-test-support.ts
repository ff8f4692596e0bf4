import type { Database } from "~/db/client.server";
import { leads, profiles, user } from "~/db/schema";

/** Test support for the Leads & Signups tests (not used by the app). */

let counter = 0;

/** A login with its profile created `daysAgo` days ago (a sign-up), as better-auth's sign-up leaves them. */
export async function insertSignup(
  db: Database,
  values: {
    firstName: string;
    lastName: string;
    email?: string;
    daysAgo?: number;
    role?: "user" | "admin";
    emailVerified?: boolean;
  },
): Promise<{ userId: string; email: string }> {
  counter += 1;
  const userId = `user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = values.email ?? `${values.firstName.toLowerCase()}.${counter}@example.com`;
  const createdAt = new Date(Date.now() - (values.daysAgo ?? 1) * 24 * 60 * 60 * 1000);
  await db.insert(user).values({
    id: userId,
    name: `${values.firstName} ${values.lastName}`,
    email,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role ?? "user",
    emailVerified: values.emailVerified ?? true,
    createdAt,
  });
  await db.insert(profiles).values({ userId, firstName: values.firstName, lastName: values.lastName, createdAt });
  return { userId, email };
}

export async function insertLead(db: Database, values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db
    .insert(leads)
    .values({
      name: "Teresa Blanco",
      email: "teresa@example.com",
      phone: "(305) 555-0111",
      address: "455 Aragon Ave",
      zipCode: "33134",
      notes: "The AC drips",
      source: "website_form",
      ...values,
    })
    .returning();
  return row!;
}
