import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { execute, GraphQLError } from "graphql";
import { checkMondayRequest, mondaySchema } from "../contracts/monday/monday-schema";

/**
 * A fake of monday.com's GraphQL endpoint on 127.0.0.1 that answers the operations our client uses
 * (boards, create_item, create_update, items_page_by_column_values by name) in monday's own formats: each
 * document is validated against monday's published schema (tests/contracts/monday/) and answered by executing
 * it over that schema, as monday's GraphQL layer would. It can misbehave on demand the way the real API does: an
 * `errors` array in an HTTP 200, 429 with retry hints, 5xx, no answer at all, or, for create_item, the item made but
 * the answer lost or sent only after the caller gave up (ADR 046).
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
  /** Every document that reached the GraphQL layer (past authentication and any failure mode), with its variables. */
  received: { query: string; variables: Record<string, unknown>; valid: boolean }[];
  /** Items made by a create_item whose caller never got the answer, by the failure mode at work (the duplicate risk). */
  createsWithoutAnswer: Partial<Record<FailureMode, number>>;
  /** Every create_item and lookup by name the fake handled, in order, to explain a duplicate when a test finds one. */
  history: { at: number; operation: "create" | "lookup"; name: string; receivedAt: number; result: string }[];
  /** Misbehave for the next `durationMs` milliseconds (or until `recover`). */
  failFor: (
    mode: FailureMode,
    durationMs: number,
    options?: { retryInSeconds?: number; processAfterMs?: number },
  ) => void;
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

/** What the resolvers know of the request they answer. */
type RequestContext = { receivedAt: number; answerLost: boolean; mode: FailureMode | undefined };

/** An error of monday's own (after validation), in the 2024-10+ shape: message, path and extensions. */
function mondayError(message: string, code: string, statusCode: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, error_data: {}, status_code: statusCode } });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeMonday(
  options: { token?: string; boards?: (typeof DEFAULT_BOARD)[] } = {},
): Promise<FakeMonday> {
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
    received: [],
    createsWithoutAnswer: {},
    history: [],
    failFor: (mode, durationMs, failOptions = {}) => {
      failure = {
        mode,
        until: Date.now() + durationMs,
        retryInSeconds: failOptions.retryInSeconds ?? 1,
        processAfterMs: failOptions.processAfterMs ?? 1_000,
      };
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
    if (request.headers.authorization !== token) {
      return send(response, 401, {
        errors: [{ message: "Not Authenticated", extensions: { code: "USER_UNAUTHORIZED", status_code: 401 } }],
      });
    }
    const receivedAt = Date.now();
    const { query = "", variables = {} } = await readJson(request);
    const isCreate = /\bcreate_item\s*\(/.test(query);
    const misbehaving = failure && Date.now() < failure.until ? failure : undefined;
    // Whether the caller will never read this create_item's answer: the item is made all the same.
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
            {
              errors: [
                {
                  message: "Complexity budget exhausted",
                  extensions: {
                    code: "COMPLEXITY_BUDGET_EXHAUSTED",
                    retry_in_seconds: misbehaving.retryInSeconds,
                    status_code: 429,
                  },
                },
              ],
            },
            { "Retry-After": String(misbehaving.retryInSeconds) },
          );
        case "graphql-error":
          return send(response, 200, {
            data: null,
            errors: [
              { message: "Internal error in monday", extensions: { code: "INTERNAL_SERVER_ERROR", status_code: 500 } },
            ],
          });
        case "server-error-with-errors":
          return send(response, 500, { errors: [{ message: "Internal server error" }], account_id: 1 });
        case "daily-limit":
          return send(response, 429, {
            errors: [{ message: "Daily limit exceeded", extensions: { code: "DAILY_LIMIT_EXCEEDED", error_data: {} } }],
            account_id: 1,
          });
        case "concurrency-limit":
          return send(response, 429, {
            errors: [
              {
                message: "Max concurrency exceeded",
                extensions: {
                  code: "maxConcurrencyExceeded",
                  error_data: { retry_in_seconds: misbehaving.retryInSeconds },
                },
              },
            ],
            account_id: 1,
          });
        case "ip-rate-limit":
          return send(
            response,
            429,
            {
              errors: [
                {
                  message: "IP rate limit exceeded",
                  extensions: {
                    code: "IP_RATE_LIMIT_EXCEEDED",
                    error_data: { retry_in_seconds: misbehaving.retryInSeconds },
                  },
                },
              ],
              account_id: 1,
            },
            { "Retry-After": String(misbehaving.retryInSeconds) },
          );
        case "complexity-without-status":
          return send(response, 429, {
            errors: [
              {
                message: "Complexity budget exhausted",
                extensions: { code: "COMPLEXITY_BUDGET_EXHAUSTED", retry_in_seconds: misbehaving.retryInSeconds },
              },
            ],
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
    // monday.com checks every document against its schema before running it, and so does the fake (ADR 047).
    const checked = checkMondayRequest(query, variables);
    state.received.push({ query, variables, valid: checked.ok });
    if (!checked.ok) {
      return send(response, 200, {
        errors: checked.errors.map((error) => ({ message: error.message, locations: error.locations })),
        account_id: 1,
      });
    }
    // The answer is the schema's own execution of the document over the fake's data, so its shape (the fields
    // asked for, nullability, IDs as strings, column types from monday's enum) is the schema's, not ours.
    const context: RequestContext = { receivedAt, answerLost, mode: misbehaving?.mode };
    const result = await execute({
      schema: mondaySchema(),
      document: checked.document,
      rootValue: resolvers,
      contextValue: context,
      variableValues: checked.variables,
    });
    if (answerLost && misbehaving) {
      state.createsWithoutAnswer[misbehaving.mode] = (state.createsWithoutAnswer[misbehaving.mode] ?? 0) + 1;
      if (misbehaving.mode === "create-answer-lost") {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return; // made, never answered
      }
    }
    return send(response, 200, { ...result, account_id: 1 });
  });

  /** The root fields our client uses, over the fake's boards, items and updates. */
  /** An item as the schema serves it: its updates, newest first, with text_body (ours are plain text already). */
  const itemWithUpdates = (item: FakeMondayItem) => ({
    id: item.id,
    name: item.name,
    updates: (args: { limit?: number | null }) =>
      state.updates
        .filter((update) => update.itemId === item.id)
        .reverse()
        .slice(0, args.limit ?? 25)
        .map((update) => ({ id: update.id, body: update.body, text_body: update.body })),
  });

  const resolvers = {
    items: (args: { ids?: string[] | null; limit?: number | null }) =>
      state.items
        .filter((item) => (args.ids ?? []).includes(item.id))
        .slice(0, args.limit ?? 25)
        .map(itemWithUpdates),
    boards: (args: { ids?: string[] | null; limit?: number | null }) => {
      const found = args.ids ? boards.filter((board) => args.ids!.includes(board.id)) : boards;
      return found.slice(0, args.limit ?? 25);
    },
    items_page_by_column_values: (
      args: {
        board_id: string;
        columns?: { column_id: string; column_values: (string | null)[] }[] | null;
        limit: number;
      },
      context: RequestContext,
    ) => {
      // Only the search our client makes: items of one board by their exact name.
      const names = (args.columns ?? [])
        .filter((column) => column.column_id === "name")
        .flatMap((column) => column.column_values);
      const found = state.items.filter((item) => item.boardId === args.board_id && names.includes(item.name));
      state.history.push({
        at: Date.now(),
        operation: "lookup",
        name: names.join(","),
        receivedAt: context.receivedAt,
        result: found.map((item) => item.id).join(",") || "none",
      });
      return { cursor: null, items: found.slice(0, args.limit).map(itemWithUpdates) };
    },
    create_item: (
      args: {
        board_id: string;
        item_name: string;
        column_values?: string | null;
        create_labels_if_missing?: boolean | null;
      },
      context: RequestContext,
    ) => {
      const board = boards.find((candidate) => candidate.id === args.board_id);
      if (!board) throw mondayError("Board not found", "ResourceNotFoundException", 404);
      const columnValues = JSON.parse(args.column_values ?? "{}") as Record<string, unknown>;
      const unknownColumn = Object.keys(columnValues).find((id) => !board.columns.some((column) => column.id === id));
      if (unknownColumn)
        throw mondayError(
          `This column ID doesn't exist for the board: ${unknownColumn}`,
          "InvalidColumnIdException",
          200,
        );
      if (state.refuseLabelCreation && args.create_labels_if_missing && Object.keys(columnValues).length > 0) {
        throw mondayError("User unauthorized to perform action", "UserUnauthorizedException", 403);
      }
      const item = { id: String(nextId++), boardId: board.id, name: args.item_name, columnValues };
      state.items.push(item);
      const lost = context.answerLost ? " (answer lost)" : "";
      state.history.push({
        at: Date.now(),
        operation: "create",
        name: item.name,
        receivedAt: context.receivedAt,
        result: `item ${item.id}${lost}${context.mode ? ` during ${context.mode}` : ""}`,
      });
      return itemWithUpdates(item);
    },
    create_update: (args: { item_id?: string | null; body: string }) => {
      const update = { id: String(nextId++), itemId: String(args.item_id), body: args.body };
      state.updates.push(update);
      return { ...update, text_body: update.body };
    },
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  return state;
}
