import { AppError } from "~/domain/app-error";
import { MondayBoardIdSchema } from "./crm-schemas";
import { isCrmConnected } from "./is-crm-connected.server";
import { queueCustomerSync, type QueueCustomerSyncResult } from "./queue-customer-sync.server";

/** The message of the refusal a screen words apart from other unavailable services: no CRM account set up. */
export const CRM_NOT_CONNECTED = "CRM not connected";
const NO_BOARD_SELECTED = "No board selected";

/**
 * Staff asking, from the CRM panel, for a bulk sync of customers into a chosen board. Refused with UNAVAILABLE when
 * no CRM account is set up (nothing could ever run it) and with BAD_INPUT when the board is missing or not a board id.
 */
export async function queueBoardCustomerSync(input: {
  actor: { id: string };
  boardId: unknown;
}): Promise<QueueCustomerSyncResult> {
  if (!isCrmConnected()) throw new AppError("UNAVAILABLE", CRM_NOT_CONNECTED);
  const boardId = MondayBoardIdSchema.safeParse(typeof input.boardId === "string" ? input.boardId : "");
  if (!boardId.success) throw new AppError("BAD_INPUT", NO_BOARD_SELECTED);
  return queueCustomerSync({ actor: input.actor, boardId: boardId.data });
}
