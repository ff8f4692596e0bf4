import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake of monday.com's GraphQL endpoint on 127.0.0.1 that answers the operations our client uses
 * (boards, create_item, create_update, items_page_by_column_values by name) in monday's own formats, and can
 * misbehave on demand the way the real API does: an `errors` array in an HTTP 200, 429 with retry hints, 5xx, no answer
 * at all, or, for create_item, the item made but the answer lost or sent only after the caller gave up.
 */
export type FakeMondayItem = { id: string; boardId: string; name: string; columnValues: Record<string, unknown> };
export type FakeMondayUpdate = { id: string; itemId: string; body: string };
/**
 * Every documented way monday.com says "not now" (developer.monday.com: error handling, rate limits, the
 * FIELD_LIMIT_EXCEEDED changelog), each in the shape monday sends it: some carry an `errors` array with an HTTP 429
 * or 500 and no `status_code`, some a hint only inside `error_data`, one the older top-level fields.
 */
export type FailureMode =
  | "graphql-error"
  | "rate-limit"
  | "server-error"
  | "server-error-with-errors"
  | "daily-limit"
  | "concurrency-limit"
  | "ip-rate-limit"
  | "complexity-without-status"
  | "field-limit"
  | "timeout"
  /** create_item makes the item, then never answers (the answer lost on the way back). Other calls answer normally. */
  | "create-answer-lost"
  /** create_item waits `processAfterMs` before it makes the item and answers, whether or not the caller still waits. */
  | "create-processed-late";

export type FakeMonday = {
  url: string;
  token: string;
  items: FakeMondayItem[];
  updates: FakeMondayUpdate[];
  requests: number;
  /** Items made by a create_item whose caller never got the answer, by the failure mode at work (the duplicate risk). */
  createsWithoutAnswer: Partial<Record<FailureMode, number>>;
  /** Every create_item and lookup by name the fake handled, in order, to explain a duplicate when a test finds one. */
  history: { at: number; operation: "create" | "lookup"; name: string; receivedAt: number; result: string }[];
  /** Misbehave for the next `durationMs` milliseconds (or until `recover`). */
  failFor: (mode: FailureMode, durationMs: number, options?: { retryInSeconds?: number; processAfterMs?: number }) => void;
  recover: () => void;
  /** Answer create_item with labels to create as monday does for a token that may not change the board's structure. */
  refuseLabelCreation: boolean;
  close: () => Promise<void>;
};

const DEFAULT_BOARD = {
  id: "4242",
  name: "Leads",
  description: "Website leads",
  columns: [
    { id: "name", title: "Name", type: "name" },
    { id: "email", title: "Email", type: "email" },
    { id: "phone", title: "Phone", type: "phone" },
    { id: "text_address", title: "Address", type: "text" },
    { id: "text_zip", title: "Zip Code", type: "text" },
    { id: "long_text", title: "Notes", type: "long_text" },
    { id: "status", title: "Source", type: "status" },
  ],
};

async function readJson(request: IncomingMessage): Promise<{ query?: string; variables?: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeMonday(options: { token?: string; boards?: (typeof DEFAULT_BOARD)[] } = {}): Promise<FakeMonday> {
  const token = options.token ?? "fake-monday-token";
  const boards = options.boards ?? [DEFAULT_BOARD];
  let failure: { mode: FailureMode; until: number; retryInSeconds: number; processAfterMs: number } | undefined;
  let nextId = 1000;
  const hanging = new Set<ServerResponse>();

  const state: FakeMonday = {
    url: "",
    token,
    items: [],
    updates: [],
    requests: 0,
    createsWithoutAnswer: {},
    history: [],
    failFor: (mode, durationMs, failOptions = {}) => {
      failure = { mode, until: Date.now() + durationMs, retryInSeconds: failOptions.retryInSeconds ?? 1, processAfterMs: failOptions.processAfterMs ?? 1_000 };
    },
    recover: () => {
      failure = undefined;
    },
    refuseLabelCreation: false,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (request, response) => {
    state.requests += 1;
    const receivedAt = Date.now();
    if (request.headers.authorization !== token) {
      return send(response, 401, { errors: [{ message: "Not Authenticated", extensions: { code: "USER_UNAUTHORIZED", status_code: 401 } }] });
    }
    const { query = "", variables = {} } = await readJson(request);
    const isCreate = /\bcreate_item\s*\(/.test(query);
    const misbehaving = failure && Date.now() < failure.until ? failure : undefined;
    let answerLost = false;
    if (misbehaving && isCreate && misbehaving.mode === "create-processed-late") {
      await new Promise((resolve) => setTimeout(resolve, misbehaving.processAfterMs));
      answerLost = response.destroyed || request.socket.destroyed;
    } else if (misbehaving && isCreate && misbehaving.mode === "create-answer-lost") {
      answerLost = true;
    } else if (misbehaving) {
      switch (misbehaving.mode) {
        case "timeout":
          hanging.add(response);
          response.on("close", () => hanging.delete(response));
          return; // never answers
        case "server-error":
          return send(response, 500, { error_message: "Internal server error", status_code: 500 });
        case "rate-limit":
          return send(
            response,
            429,
            { errors: [{ message: "Complexity budget exhausted", extensions: { code: "COMPLEXITY_BUDGET_EXHAUSTED", retry_in_seconds: misbehaving.retryInSeconds, status_code: 429 } }] },
            { "Retry-After": String(misbehaving.retryInSeconds) },
          );
        case "graphql-error":
          return send(response, 200, { data: null, errors: [{ message: "Internal error in monday", extensions: { code: "INTERNAL_SERVER_ERROR", status_code: 500 } }] });
        case "server-error-with-errors":
          return send(response, 500, { errors: [{ message: "Internal server error" }], account_id: 1 });
        case "daily-limit":
          return send(response, 429, { errors: [{ message: "Daily limit exceeded", extensions: { code: "DAILY_LIMIT_EXCEEDED", error_data: {} } }], account_id: 1 });
        case "concurrency-limit":
          return send(response, 429, {
            errors: [{ message: "Max concurrency exceeded", extensions: { code: "maxConcurrencyExceeded", error_data: { retry_in_seconds: misbehaving.retryInSeconds } } }],
            account_id: 1,
          });
        case "ip-rate-limit":
          return send(
            response,
            429,
            { errors: [{ message: "IP rate limit exceeded", extensions: { code: "IP_RATE_LIMIT_EXCEEDED", error_data: { retry_in_seconds: misbehaving.retryInSeconds } } }], account_id: 1 },
            { "Retry-After": String(misbehaving.retryInSeconds) },
          );
        case "complexity-without-status":
          return send(response, 429, {
            errors: [{ message: "Complexity budget exhausted", extensions: { code: "COMPLEXITY_BUDGET_EXHAUSTED", retry_in_seconds: misbehaving.retryInSeconds } }],
            account_id: 1,
          });
        case "field-limit":
          return send(response, 429, {
            error_message: "Concurrency limit exceeded for the field",
            error_code: "FIELD_LIMIT_EXCEEDED",
            error_data: { retry_in_seconds: misbehaving.retryInSeconds, entity: "boards" },
            status_code: 429,
            account_id: 1,
          });
      }
    }
    if (isCreate) {
      const board = boards.find((candidate) => candidate.id === String(variables.boardId));
      if (!board) return send(response, 200, { data: { create_item: null }, errors: [{ message: "Board not found", extensions: { code: "ResourceNotFoundException", status_code: 404 } }] });
      const columnValues = JSON.parse(String(variables.columnValues ?? "{}")) as Record<string, unknown>;
      const unknownColumn = Object.keys(columnValues).find((id) => !board.columns.some((column) => column.id === id));
      if (unknownColumn) {
        return send(response, 200, { data: { create_item: null }, errors: [{ message: `This column ID doesn't exist for the board: ${unknownColumn}`, extensions: { code: "InvalidColumnIdException", status_code: 200 } }] });
      }
      if (state.refuseLabelCreation && /create_labels_if_missing:\s*true/.test(query) && Object.keys(columnValues).length > 0) {
        return send(response, 200, {
          data: { create_item: null },
          errors: [{ message: "User unauthorized to perform action", extensions: { code: "UserUnauthorizedException", error_data: {}, status_code: 403 } }],
          account_id: 1,
        });
      }
      const item = { id: String(nextId++), boardId: board.id, name: String(variables.itemName), columnValues };
      state.items.push(item);
      state.history.push({ at: Date.now(), operation: "create", name: item.name, receivedAt, result: `item ${item.id}${answerLost ? " (answer lost)" : ""}${misbehaving ? ` during ${misbehaving.mode}` : ""}` });
      if (answerLost) {
        const mode = misbehaving!.mode;
        state.createsWithoutAnswer[mode] = (state.createsWithoutAnswer[mode] ?? 0) + 1;
        if (mode === "create-answer-lost") {
          hanging.add(response);
          response.on("close", () => hanging.delete(response));
          return; // made, never answered
        }
      }
      return send(response, 200, { data: { create_item: { id: item.id } }, account_id: 1 });
    }
    if (/\bcreate_update\s*\(/.test(query)) {
      const update = { id: String(nextId++), itemId: String(variables.itemId), body: String(variables.body) };
      state.updates.push(update);
      return send(response, 200, { data: { create_update: { id: update.id } }, account_id: 1 });
    }
    if (/\bitems_page_by_column_values\s*\(/.test(query)) {
      // Only the search our client makes: items of one board by their exact name.
      const found = state.items.filter((item) => item.boardId === String(variables.boardId) && item.name === String(variables.name));
      state.history.push({ at: Date.now(), operation: "lookup", name: String(variables.name), receivedAt, result: found.map((item) => item.id).join(",") || "none" });
      return send(response, 200, { data: { items_page_by_column_values: { cursor: null, items: found.map(({ id, name }) => ({ id, name })) } }, account_id: 1 });
    }
    if (/\bitems\s*\(\s*ids:/.test(query)) {
      // An item's updates, newest first; text_body is the body without markup (ours are plain text already).
      const ids = Array.isArray(variables.ids) ? variables.ids.map(String) : [];
      const items = ids
        .filter((id) => state.items.some((item) => item.id === id))
        .map((id) => ({ id, updates: state.updates.filter((update) => update.itemId === id).reverse().map((update) => ({ id: update.id, text_body: update.body })) }));
      return send(response, 200, { data: { items }, account_id: 1 });
    }
    if (/\bboards\s*\(/.test(query)) {
      const ids = Array.isArray(variables.ids) ? variables.ids.map(String) : undefined;
      const found = ids ? boards.filter((board) => ids.includes(board.id)) : boards;
      return send(response, 200, { data: { boards: found }, account_id: 1 });
    }
    return send(response, 200, { errors: [{ message: "Unsupported query in the fake", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }] });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  return state;
}
