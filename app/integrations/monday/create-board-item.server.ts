import { columnValuesFor, type CrmEntry } from "./board-columns";
import { MondayApiError, type MondayClient, type MondayColumn } from "./monday-client.server";
import { retryAfterUnknownOutcome } from "./unknown-outcome";

/** monday.com limits item names to 255 characters. */
const ITEM_NAME_MAX_CHARS = 255;

/** Errors that mean the board refused one of our column values (not that the item cannot be created at all). */
const COLUMN_VALUE_ERROR_CODES = new Set(["ColumnValueException", "InvalidColumnIdException"]);
/**
 * `create_labels_if_missing` changes the board's structure, which needs a permission a token for an ordinary
 * member lacks: monday.com then refuses the whole call as unauthorised. Like a refused column value, the item is
 * still created, without column values (and so without new labels).
 */
const PERMISSION_ERROR_CODES = new Set(["UserUnauthorizedException"]);

export function isColumnValueError(error: unknown): error is MondayApiError {
  return (
    error instanceof MondayApiError &&
    (COLUMN_VALUE_ERROR_CODES.has(error.code ?? "") || PERMISSION_ERROR_CODES.has(error.code ?? ""))
  );
}

/** The name the item gets on the board; entries end their names with a reference, so it must survive shortening. */
export function boardItemName(entry: CrmEntry): string {
  const { itemName } = entry;
  if (itemName.length <= ITEM_NAME_MAX_CHARS) return itemName;
  const cut = itemName.length - ITEM_NAME_MAX_CHARS + 1;
  const reference = itemName.lastIndexOf(" (");
  if (reference > cut) return `${itemName.slice(0, reference - cut)}…${itemName.slice(reference)}`;
  return `${itemName.slice(0, ITEM_NAME_MAX_CHARS - 1)}…`;
}

async function createItem(
  client: MondayClient,
  boardId: string,
  itemName: string,
  columnValues: Record<string, unknown>,
): Promise<string> {
  try {
    return await client.createItem({ boardId, itemName, columnValues });
  } catch (error) {
    if (!isColumnValueError(error) || Object.keys(columnValues).length === 0) throw error;
    console.warn(
      `[crm] board ${boardId} refused a column value for "${itemName}" (${error.message}); creating it without column values, the update text keeps every detail`,
    );
    return client.createItem({ boardId, itemName, columnValues: {} });
  }
}

/**
 * The board item for an entry: the one already on the board under its (unique) name, or a new one.
 *
 * monday.com has no idempotency key, and a create_item that timed out (or whose answer was lost, or whose worker
 * stopped before saving the id) may still have created the item; looking it up by name first keeps a retry from
 * making a second one. A create whose outcome is unknown is not retried at once: the retry waits
 * (`unknownOutcomeWaitSeconds`) so that a create monday.com is still processing has landed when we look. When the board refuses a column value (a phone it cannot parse, a text over a column's
 * limit), the item is created without column values: monday.com creates nothing on such an error, and every
 * detail still reaches the item through its update text.
 */
export async function findOrCreateBoardItem(input: {
  client: MondayClient;
  boardId: string;
  columns: MondayColumn[];
  entry: CrmEntry;
  /** Default DEFAULT_UNKNOWN_OUTCOME_WAIT_SECONDS (unknown-outcome.ts); tests shorten it. */
  unknownOutcomeWaitSeconds?: number;
}): Promise<{ itemId: string; created: boolean }> {
  const { client, boardId, entry } = input;
  const itemName = boardItemName(entry);
  const existing = await client.findItemsByName({ boardId, name: itemName });
  if (existing.length > 0) {
    const [first] = existing.sort((a, b) => Number(a.id) - Number(b.id));
    console.warn(
      `[crm] "${itemName}" is already on board ${boardId} as item ${first!.id} (an earlier attempt created it); using that item`,
    );
    return { itemId: first!.id, created: false };
  }
  try {
    return {
      itemId: await createItem(client, boardId, itemName, columnValuesFor(entry, input.columns)),
      created: true,
    };
  } catch (error) {
    throw retryAfterUnknownOutcome(error, `create_item for "${itemName}"`, input.unknownOutcomeWaitSeconds);
  }
}
