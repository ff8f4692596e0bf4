/**
 * A small typed client for monday.com's GraphQL API (https://developer.monday.com/api-reference).
 * Values always travel as GraphQL variables, never concatenated into the query text.
 */
export type MondayColumn = { id: string; title: string; type: string };
export type MondayBoard = { id: string; name: string; description: string | null; columns: MondayColumn[] };

export type MondayClientOptions = {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const API_VERSION = "2025-04";
const DEFAULT_TIMEOUT_MS = 15_000;

/** A failed call. `retryable` says whether trying again later can succeed; `retryAfterSeconds` is monday's hint. */
export class MondayApiError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
    public readonly retryAfterSeconds?: number,
    public readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MondayApiError";
  }
}

type GraphQlError = { message?: string; extensions?: { code?: string; retry_in_seconds?: number; status_code?: number } };
type GraphQlAnswer<T> = { data?: T; errors?: GraphQlError[]; error_message?: string };

function retryAfterFrom(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function errorFromGraphQl(errors: GraphQlError[], retryAfterHeader: number | undefined): MondayApiError {
  const first = errors[0] ?? {};
  const code = first.extensions?.code;
  const rateLimited =
    code === "COMPLEXITY_BUDGET_EXHAUSTED" ||
    code === "RATE_LIMIT_EXCEEDED" ||
    code === "ComplexityException" ||
    first.extensions?.status_code === 429;
  const retryAfter = first.extensions?.retry_in_seconds ?? retryAfterHeader;
  const serverSide = (first.extensions?.status_code ?? 0) >= 500;
  return new MondayApiError(first.message ?? "monday.com returned an error", rateLimited || serverSide, retryAfter, code);
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
          "API-Version": API_VERSION,
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
    const retryAfter = retryAfterFrom(response.headers.get("retry-after"));
    const body = (await response.json().catch(() => ({}))) as GraphQlAnswer<T>;
    if (body.errors && body.errors.length > 0) throw errorFromGraphQl(body.errors, retryAfter);
    if (response.status === 429) {
      throw new MondayApiError(body.error_message ?? "monday.com rate limit exceeded", true, retryAfter, "HTTP_429");
    }
    if (response.status >= 500) {
      throw new MondayApiError(`monday.com answered HTTP ${response.status}`, true, retryAfter, `HTTP_${response.status}`);
    }
    if (!response.ok) {
      throw new MondayApiError(
        body.error_message ?? `monday.com refused the request (HTTP ${response.status})`,
        false,
        undefined,
        `HTTP_${response.status}`,
      );
    }
    if (!body.data) throw new MondayApiError("monday.com answered without data", true, retryAfter, "NO_DATA");
    return body.data;
  }

  return {
    async listBoards(limit = 50): Promise<MondayBoard[]> {
      const data = await call<{ boards: MondayBoard[] }>(
        "query ($limit: Int!) { boards(limit: $limit) { id name description columns { id title type } } }",
        { limit },
      );
      return data.boards;
    },

    async getBoard(boardId: string): Promise<MondayBoard | undefined> {
      const data = await call<{ boards: MondayBoard[] }>(
        "query ($ids: [ID!]) { boards(ids: $ids) { id name description columns { id title type } } }",
        { ids: [boardId] },
      );
      return data.boards[0];
    },

    async createItem(input: { boardId: string; itemName: string; columnValues: Record<string, unknown> }): Promise<string> {
      const data = await call<{ create_item: { id: string } | null }>(
        // create_labels_if_missing: a Source or Status label the board does not have yet is added instead of refused.
        "mutation ($boardId: ID!, $itemName: String!, $columnValues: JSON) { create_item(board_id: $boardId, item_name: $itemName, column_values: $columnValues, create_labels_if_missing: true) { id } }",
        { boardId: input.boardId, itemName: input.itemName, columnValues: JSON.stringify(input.columnValues) },
      );
      if (!data.create_item?.id) throw new MondayApiError("monday.com did not return the created item id", true);
      return String(data.create_item.id);
    },

    /** Items on the board whose name is exactly `name` (monday.com filters the name column by its full value). */
    async findItemsByName(input: { boardId: string; name: string }): Promise<{ id: string; name: string }[]> {
      const data = await call<{ items_page_by_column_values: { items: { id: string; name: string }[] } | null }>(
        'query ($boardId: ID!, $name: String!) { items_page_by_column_values(board_id: $boardId, limit: 10, columns: [{ column_id: "name", column_values: [$name] }]) { items { id name } } }',
        { boardId: input.boardId, name: input.name },
      );
      return (data.items_page_by_column_values?.items ?? []).filter((item) => item.name === input.name).map((item) => ({ id: String(item.id), name: item.name }));
    },

    async createUpdate(input: { itemId: string; body: string }): Promise<string> {
      const data = await call<{ create_update: { id: string } | null }>(
        "mutation ($itemId: ID!, $body: String!) { create_update(item_id: $itemId, body: $body) { id } }",
        { itemId: input.itemId, body: input.body },
      );
      if (!data.create_update?.id) throw new MondayApiError("monday.com did not return the created update id", true);
      return String(data.create_update.id);
    },
  };
}

export type MondayClient = ReturnType<typeof createMondayClient>;
