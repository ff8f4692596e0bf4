import { eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { appointments, customers, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isLocale, type Locale } from "~/i18n/catalog";

export type AppointmentMailFacts = {
  appointment: typeof appointments.$inferSelect;
  customer: typeof customers.$inferSelect;
  /** Who the customer's mail goes to: the login's address and language, else the record's address in English. */
  recipient: { email: string; locale: Locale; name: string } | null;
};

/** Reads an appointment with its customer record and login, in the caller's transaction. Throws NOT_FOUND. */
export async function loadAppointmentMailFacts(
  executor: Executor,
  appointmentId: string,
): Promise<AppointmentMailFacts> {
  const [row] = await executor
    .select({
      appointment: appointments,
      customer: customers,
      login: { email: user.email, locale: user.locale, firstName: user.firstName, name: user.name },
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError("NOT_FOUND", `Appointment ${appointmentId} does not exist`);
  const { appointment, customer, login } = row;
  const name = customer.firstName || login?.firstName || login?.name || "";
  const recipient = login
    ? { email: login.email, locale: isLocale(login.locale) ? login.locale : "en", name }
    : customer.email
      ? { email: customer.email, locale: "en" as const, name }
      : null;
  return { appointment, customer, recipient };
}

/** The portal's appointments page on the configured public origin, for the links in appointment mail. */
export function appointmentsPageUrl(): string {
  return `${publicOrigin()}/customer/appointments`;
}
