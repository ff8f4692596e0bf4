/**
 * Why jobs of one type wait in `pending` instead of running. The System page's job table and its CRM card both show
 * this one answer, so they can never disagree (issue 17: the table said "not handled yet" while the card said "not
 * connected" for the same CRM jobs).
 *
 * - `crm-not-connected`: a CRM job while monday.com lacks its token or board: the worker has no handler for it
 *   until a server starts with both, and the job keeps its attempts (DECISIONS.md §3);
 * - `not-handled`: any other type this version has no handler for (queued by a newer release, say);
 * - `retrying`: the type runs, but some of its jobs failed and wait for their next attempt after the back-off;
 * - `null`: nothing to explain (none waiting, or waiting only for the worker's next poll).
 */
export type JobWaitReason = "crm-not-connected" | "not-handled" | "retrying";

export type JobWaitFacts = {
  /** The job type belongs to the CRM integration. */
  crmJob: boolean;
  /** The CRM's token and board are both configured. */
  crmConnected: boolean;
  /** This server has a handler for the type. */
  hasHandler: boolean;
  /** Pending jobs of the type. */
  pending: number;
  /** Pending jobs of the type that have failed at least once and wait for their next attempt. */
  retrying: number;
};

export function jobWaitReason(facts: JobWaitFacts): JobWaitReason | null {
  if (facts.crmJob && !facts.crmConnected) return "crm-not-connected";
  if (facts.pending === 0) return null;
  if (!facts.hasHandler) return "not-handled";
  if (facts.retrying > 0) return "retrying";
  return null;
}

/**
 * The CRM card's explanation, from the same rule as the table's CRM rows: not connected says so even before any
 * job exists; once connected, the card reports retries when any CRM job type is waiting for one.
 */
export function crmWaitReason(
  crmConnected: boolean,
  crmJobTypes: readonly Omit<JobWaitFacts, "crmJob" | "crmConnected">[],
): JobWaitReason | null {
  const reasons = [{ pending: 0, retrying: 0, hasHandler: true }, ...crmJobTypes].map((facts) =>
    jobWaitReason({ ...facts, crmJob: true, crmConnected }),
  );
  return reasons.find((reason) => reason === "crm-not-connected") ?? reasons.find((reason) => reason !== null) ?? null;
}
