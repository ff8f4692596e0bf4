import type { appointments, customers, leads } from "~/db/schema";
import type { CrmEntry } from "~/integrations/monday/board-columns";

type Lead = typeof leads.$inferSelect;
type Appointment = typeof appointments.$inferSelect;
type Customer = typeof customers.$inferSelect;

/** The board's Source column labels: what staff read on the board, one per way a request reaches us. */
export const CRM_SOURCE_LABELS = {
  website_form: "Estimate request",
  contact_form: "Contact form",
  user_signup: "Sign-up",
  appointment_request: "Appointment request",
  customer_record: "Customer",
} as const;

function joinName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Item names end with a reference unique to the record, so a retry can find an item an earlier attempt created
 * (findOrCreateBoardItem) and staff can tell two requests from the same person apart.
 */
function shortReference(id: string): string {
  return `#${id.replaceAll("-", "").slice(0, 8)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).replaceAll("_", " ");
}

/** An estimate request, a contact-form message or a sign-up (spec doc 1 §7, doc 2 §7). */
export function crmEntryForLead(lead: Lead): CrmEntry {
  const source = CRM_SOURCE_LABELS[lead.source];
  const name = lead.name.trim() || lead.email || "Unnamed lead";
  return {
    itemName: `${name} — ${source} (${shortReference(lead.id)})`,
    fields: {
      Email: lead.email,
      Phone: lead.phone,
      Address: lead.address,
      "Zip Code": lead.zipCode,
      Notes: lead.notes,
      Source: source,
      Date: lead.createdAt,
      Status: "New lead",
    },
    extraDetails: { "Lead ID": lead.id, "User ID": lead.userId },
  };
}

export type AppointmentForCrm = Pick<
  Appointment,
  "id" | "appointmentDate" | "durationMinutes" | "serviceType" | "serviceAddress" | "phone" | "customerNotes" | "status"
> & { customer: Pick<Customer, "firstName" | "lastName" | "email" | "zipCode" | "customerNumber"> };

/** spec doc 1 §7 create_appointment_request: customer, contact, address, date, duration, service type, notes, id. */
export function crmEntryForAppointment(appointment: AppointmentForCrm): CrmEntry {
  const customerName = joinName(appointment.customer.firstName, appointment.customer.lastName) || "Customer";
  return {
    itemName: `${customerName} — ${CRM_SOURCE_LABELS.appointment_request}: ${appointment.serviceType} (${shortReference(appointment.id)})`,
    fields: {
      Email: appointment.customer.email,
      Phone: appointment.phone,
      Address: appointment.serviceAddress,
      "Zip Code": appointment.customer.zipCode,
      Notes: appointment.customerNotes,
      Source: CRM_SOURCE_LABELS.appointment_request,
      Date: appointment.appointmentDate,
      Status: capitalised(appointment.status),
    },
    extraDetails: {
      "Customer name": customerName,
      "Customer number": appointment.customer.customerNumber,
      "Service type": appointment.serviceType,
      Duration: `${appointment.durationMinutes} minutes`,
      "Appointment ID": appointment.id,
    },
  };
}

/** A customer record pushed by the bulk sync. */
export function crmEntryForCustomer(customer: Customer): CrmEntry {
  const name = joinName(customer.firstName, customer.lastName) || customer.customerNumber;
  const address = [joinName(customer.addressLine1, customer.addressLine2), customer.city, customer.state]
    .filter(Boolean)
    .join(", ");
  return {
    itemName: `${name} — ${CRM_SOURCE_LABELS.customer_record} (${customer.customerNumber})`,
    fields: {
      Email: customer.email,
      Phone: customer.phone,
      Address: address || null,
      "Zip Code": customer.zipCode,
      Notes: customer.notes,
      Source: CRM_SOURCE_LABELS.customer_record,
      Date: customer.createdAt,
      Status: capitalised(customer.status),
    },
    extraDetails: {
      "Customer number": customer.customerNumber,
      "Service plan": customer.servicePlan,
      Equipment: joinName(customer.equipmentType, customer.equipmentBrand, customer.equipmentModel) || null,
      "Next service due": customer.nextServiceDue,
      "Customer ID": customer.id,
    },
  };
}
