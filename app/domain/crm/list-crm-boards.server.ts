import { AppError } from "~/domain/app-error";
import { MondayApiError, type MondayBoard, type MondayClient } from "~/integrations/monday/monday-client.server";
import { configuredMondayClient } from "~/integrations/monday/monday-connection.server";

/** The boards the configured token can see, with their columns (spec doc 2 §7 get_boards), for the board picker. */
export async function listCrmBoards({ client = configuredMondayClient() }: { client?: MondayClient } = {}): Promise<
  MondayBoard[]
> {
  if (!client) throw new AppError("UNAVAILABLE", "CRM not connected: set MONDAY_API_TOKEN to read monday.com boards");
  try {
    return await client.listBoards();
  } catch (error) {
    if (!(error instanceof MondayApiError)) throw error;
    console.warn(`[crm] listing monday.com boards failed (${error.code ?? "no code"}): ${error.message}`);
    throw new AppError("UPSTREAM_FAILED", error.message, undefined, { cause: error });
  }
}
