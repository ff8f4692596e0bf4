/**
 * A small typed client for monday.com's GraphQL API (https://developer.monday.com/api-reference).
 * Values always travel as GraphQL variables, never concatenated into the query text.
 */
import { MondayApiError, mondayErrorFrom, type MondayErrorBody } from "./monday-api-error";
import { MONDAY_DOCUMENTS } from "./monday-documents";

export type MondayColumn = { id: string; title: string; type: string };
export type MondayBoard = { id: string; name: string; description: string | null; columns: MondayColumn[] };

export type MondayClientOptions = {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * The API version every call names (monday.com keeps a version stable for at least six months and retires the
 * oldest each quarter). 2026-10 became the current version on 2026-10-26; none of its breaking changes (User
 * fields, Workforms) touch the boards, items and updates we use.
 */
export const MONDAY_API_VERSION = "2026-10";
const DEFAULT_TIMEOUT_MS = 15_000;

export { MondayApiError };

function retryAfterFrom(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function createMondayClient(options: MondayClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(options.apiUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: options.token,
          "API-Version": MONDAY_API_VERSION,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new MondayApiError(
        timedOut ? `monday.com did not answer within ${timeoutMs} ms` : "monday.com could not be reached",
        true,
        undefined,
        timedOut ? "TIMEOUT" : "NETWORK",
        { cause: error },
      );
    }
    const retryAfterHeader = retryAfterFrom(response.headers.get("retry-after"));
    const body = (await response.json().catch(() => ({}))) as MondayErrorBody & { data?: T };
    if ((body.errors && body.errors.length > 0) || !response.ok || body.error_code) {
      throw mondayErrorFrom({ httpStatus: response.status, body, retryAfterHeader });
    }
    if (!body.data) throw new MondayApiError("monday.com answered without data", true, retryAfterHeader, "NO_DATA");
    return body.data;
  }

  return {
    async listBoards(limit = 50): Promise<MondayBoard[]> {
      const data = await call<{ boards: MondayBoard[] }>(MONDAY_DOCUMENTS.listBoards, { limit });
      return data.boards;
    },

    async getBoard(boardId: string): Promise<MondayBoard | undefined> {
      const data = await call<{ boards: MondayBoard[] }>(MONDAY_DOCUMENTS.getBoard, { ids: [boardId] });
      return data.boards[0];
    },

    async createItem(input: {
      boardId: string;
      itemName: string;
      columnValues: Record<string, unknown>;
    }): Promise<string> {
      const data = await call<{ create_item: { id: string } | null }>(MONDAY_DOCUMENTS.createItem, {
        boardId: input.boardId,
        itemName: input.itemName,
        columnValues: JSON.stringify(input.columnValues),
      });
      if (!data.create_item?.id) throw new MondayApiError("monday.com did not return the created item id", true);
      return String(data.create_item.id);
    },

    /** Items on the board whose name is exactly `name` (monday.com filters the name column by its full value). */
    async findItemsByName(input: { boardId: string; name: string }): Promise<{ id: string; name: string }[]> {
      const data = await call<{ items_page_by_column_values: { items: { id: string; name: string }[] } | null }>(
        MONDAY_DOCUMENTS.findItemsByName,
        { boardId: input.boardId, name: input.name },
      );
      return (data.items_page_by_column_values?.items ?? [])
        .filter((item) => item.name === input.name)
        .map((item) => ({ id: String(item.id), name: item.name }));
    },

    /** The updates on an item (newest first, at most 100), as plain text: to tell whether a lost create_update landed. */
    async listItemUpdates(input: { itemId: string }): Promise<{ id: string; textBody: string }[]> {
      const data = await call<{
        items: ({ updates: { id: string; text_body: string | null }[] | null } | null)[] | null;
      }>(MONDAY_DOCUMENTS.listItemUpdates, { ids: [input.itemId] });
      return (data.items?.[0]?.updates ?? []).map((update) => ({
        id: String(update.id),
        textBody: update.text_body ?? "",
      }));
    },

    async createUpdate(input: { itemId: string; body: string }): Promise<string> {
      const data = await call<{ create_update: { id: string } | null }>(MONDAY_DOCUMENTS.createUpdate, {
        itemId: input.itemId,
        body: input.body,
      });
      if (!data.create_update?.id) throw new MondayApiError("monday.com did not return the created update id", true);
      return String(data.create_update.id);
    },
  };
}

export type MondayClient = ReturnType<typeof createMondayClient>;
