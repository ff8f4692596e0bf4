import { describe, expect, it } from "vitest";
import type { customers, leads } from "~/db/schema";
import { crmEntryForAppointment, crmEntryForCustomer, crmEntryForLead } from "./crm-entries";

const createdAt = new Date("2031-01-02T15:00:00Z");
const lead: typeof leads.$inferSelect = {
  id: "3f0c1b7e-0000-4000-8000-000000000001",
  name: "  ",
  email: "ana@example.com",
  phone: null,
  address: null,
  zipCode: "00000",
  notes: "Hello",
  source: "contact_form",
  status: "new",
  mondayItemId: null,
  userId: null,
  customerId: null,
  submissionKey: null,
  createdAt,
  updatedAt: createdAt,
};

describe("CRM entries", () => {
  it("names a lead after its source, falling back to the e-mail when the name is blank", () => {
    const entry = crmEntryForLead(lead);
    expect(entry.itemName).toBe("ana@example.com — Contact form (#3f0c1b7e)");
    expect(entry.fields).toMatchObject({
      Email: "ana@example.com",
      Source: "Contact form",
      Date: createdAt,
      Status: "New lead",
    });
    expect(entry.extraDetails).toMatchObject({ "Lead ID": lead.id });
    expect(crmEntryForLead({ ...lead, name: "Daniel Ortiz", source: "website_form" }).itemName).toBe(
      "Daniel Ortiz — Estimate request (#3f0c1b7e)",
    );
    expect(crmEntryForLead({ ...lead, name: "Marta Díaz", source: "user_signup" }).itemName).toBe(
      "Marta Díaz — Sign-up (#3f0c1b7e)",
    );
  });

  it("carries every field the older appointment sync sent", () => {
    const entry = crmEntryForAppointment({
      id: "a1b2c3d4-0000-4000-8000-000000000002",
      appointmentDate: new Date("2031-03-14T14:00:00Z"),
      durationMinutes: 120,
      serviceType: "Maintenance",
      serviceAddress: "1 Ocean Dr",
      phone: "305-555-0100",
      customerNotes: null,
      status: "scheduled",
      customer: {
        firstName: "Luis",
        lastName: "Gómez",
        email: "luis@example.com",
        zipCode: "33139",
        customerNumber: "AW1001",
      },
    });
    expect(entry.itemName).toBe("Luis Gómez — Appointment request: Maintenance (#a1b2c3d4)");
    expect(entry.fields).toMatchObject({
      Email: "luis@example.com",
      Phone: "305-555-0100",
      Address: "1 Ocean Dr",
      "Zip Code": "33139",
      Status: "Scheduled",
    });
    expect(entry.extraDetails).toMatchObject({
      "Customer name": "Luis Gómez",
      Duration: "120 minutes",
      "Service type": "Maintenance",
      "Appointment ID": "a1b2c3d4-0000-4000-8000-000000000002",
    });
  });

  it("joins a customer's address parts and equipment", () => {
    const customer = {
      id: "c1",
      userId: null,
      customerNumber: "AW1002",
      firstName: "Ana",
      lastName: "Pérez",
      email: null,
      phone: null,
      addressLine1: "12 Palm Ave",
      addressLine2: "Apt 3",
      city: "Miami",
      state: "FL",
      zipCode: "33101",
      equipmentType: "Central Air",
      equipmentBrand: "Carrier",
      equipmentModel: null,
      servicePlan: "premium_care",
      status: "active",
      notes: null,
      customerNotes: null,
      nextServiceDue: null,
      installationDate: null,
      currentBalance: 0,
      stripeCustomerId: null,
      mondayItemId: null,
      phoneDigits: null,
      searchText: null,
      source: null,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof customers.$inferSelect;
    const entry = crmEntryForCustomer(customer);
    expect(entry.itemName).toBe("Ana Pérez — Customer (AW1002)");
    expect(entry.fields).toMatchObject({
      Address: "12 Palm Ave Apt 3, Miami, FL",
      Status: "Active",
      Source: "Customer",
    });
    expect(entry.extraDetails).toMatchObject({ Equipment: "Central Air Carrier", "Service plan": "premium_care" });
  });
});
