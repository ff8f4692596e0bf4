import type { EstimateRequest } from "./lead-schemas";
import { saveLeadWithFollowUps, type SavedLead, type SaveLeadOptions } from "./save-lead.server";

/**
 * A visitor's free-estimate request from the home page form: a `website_form` lead (DECISIONS.md §2) with the phone
 * and e-mail the office calls back on (§5), its CRM sync and staff notification queued in the same transaction. Takes
 * the request as EstimateRequestSchema parsed it, and the form's one-time token: a repeat of the same request returns
 * the first lead (ADR 036).
 */
export function createEstimateLead(request: EstimateRequest, options: SaveLeadOptions = {}): Promise<SavedLead> {
  return saveLeadWithFollowUps(
    {
      name: request.name,
      address: request.address,
      zipCode: request.zipCode,
      phone: request.phone,
      email: request.email,
      notes: request.note ?? null,
      source: "website_form",
    },
    options,
  );
}
