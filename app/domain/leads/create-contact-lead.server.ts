import type { ContactMessage } from "./lead-schemas";
import { saveLeadWithFollowUps, type SavedLead, type SaveLeadOptions } from "./save-lead.server";

/** The contact form asks for no address; its leads carry this text and zip code (spec document 2 §3). */
export const CONTACT_LEAD_PLACEHOLDER_ADDRESS = "Not provided (contact form)";
export const CONTACT_LEAD_PLACEHOLDER_ZIP_CODE = "00000";

/**
 * A message from the contact page, saved as a `contact_form` lead (the message as its notes, phone null when
 * empty) with its CRM sync and staff notification queued in the same transaction. Takes ContactMessageSchema's output
 * and the form's one-time token: a repeat of the same message returns the first lead (ADR 036).
 */
export function createContactLead(message: ContactMessage, options: SaveLeadOptions = {}): Promise<SavedLead> {
  return saveLeadWithFollowUps(
    {
      name: message.name,
      email: message.email,
      phone: message.phone,
      notes: message.message,
      address: CONTACT_LEAD_PLACEHOLDER_ADDRESS,
      zipCode: CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
      source: "contact_form",
    },
    options,
  );
}
