import { configuredMondayClient } from "~/integrations/monday/monday-connection.server";

/** Whether a CRM account is set up (a monday.com token), so a screen can say so instead of queueing a sync. */
export function isCrmConnected(): boolean {
  return configuredMondayClient() !== undefined;
}
