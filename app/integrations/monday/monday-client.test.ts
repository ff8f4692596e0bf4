import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { mondayErrorFrom, secondsUntilDailyReset } from "./monday-api-error";
import { createMondayClient, MONDAY_API_VERSION, MondayApiError } from "./monday-client.server";

let fake: FakeMonday;
beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});

function client(timeoutMs = 2_000) {
  return createMondayClient({ apiUrl: fake.url, token: fake.token, timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<MondayApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MondayApiError);
  return error as MondayApiError;
}

describe("the monday.com client", () => {
  it("lists boards with their columns", async () => {
    fake.recover();
    const boards = await client().listBoards();
    expect(boards[0]).toMatchObject({ id: "4242", name: "Leads" });
    expect(boards[0]!.columns.map((column) => column.title)).toContain("Email");
  });

  it("creates an item with column values sent as variables, quotes and all", async () => {
    fake.recover();
    const name = 'O\'Brien "quoted" } mutation { delete_board';
    const id = await client().createItem({
      boardId: "4242",
      itemName: name,
      columnValues: { email: { email: "a@b.co", text: "a@b.co" } },
    });
    expect(fake.items.find((item) => item.id === id)).toMatchObject({
      name,
      columnValues: { email: { email: "a@b.co", text: "a@b.co" } },
    });
  });

  it("treats an errors array in an HTTP 200 answer as a failure carrying its first message", async () => {
    fake.failFor("graphql-error", 60_000);
    const error = await failure(client().createItem({ boardId: "4242", itemName: "x", columnValues: {} }));
    expect(error.message).toBe("Internal error in monday");
    fake.recover();
  });

  it("reports a rate limit with monday's retry-in-seconds hint", async () => {
    fake.failFor("rate-limit", 60_000, { retryInSeconds: 7 });
    const error = await failure(client().listBoards());
    expect(error).toMatchObject({ retryable: true, retryAfterSeconds: 7 });
    fake.recover();
  });

  it("reports server errors and time-outs as retryable", async () => {
    fake.failFor("server-error", 60_000);
    expect((await failure(client().listBoards())).retryable).toBe(true);
    fake.failFor("timeout", 60_000);
    const timeout = await failure(client(300).listBoards());
    expect(timeout).toMatchObject({ retryable: true, code: "TIMEOUT" });
    fake.recover();
  });

  it.each([
    ["a daily limit in an errors array of an HTTP 429", "daily-limit", "DAILY_LIMIT_EXCEEDED"],
    ["the concurrency limit with its hint in error_data", "concurrency-limit", "maxConcurrencyExceeded"],
    ["the IP rate limit", "ip-rate-limit", "IP_RATE_LIMIT_EXCEEDED"],
    [
      "a complexity error without status_code (API 2025-07 and later)",
      "complexity-without-status",
      "COMPLEXITY_BUDGET_EXHAUSTED",
    ],
    ["the older top-level FIELD_LIMIT_EXCEEDED answer", "field-limit", "FIELD_LIMIT_EXCEEDED"],
    ["an HTTP 500 whose errors array has no status_code", "server-error-with-errors", "HTTP_500"],
  ] as const)("takes %s as temporary, never as a refusal", async (_label, mode, code) => {
    fake.failFor(mode, 60_000, { retryInSeconds: 12 });
    const error = await failure(client().createItem({ boardId: "4242", itemName: "x", columnValues: {} }));
    expect(error).toMatchObject({ retryable: true, code });
    if (mode !== "daily-limit" && mode !== "server-error-with-errors") expect(error.retryAfterSeconds).toBe(12);
    fake.recover();
  });

  it("waits for the daily limit to reset at midnight UTC when monday gives no hint", async () => {
    fake.failFor("daily-limit", 60_000);
    const error = await failure(client().listBoards());
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600 + 60);
    fake.recover();
    expect(secondsUntilDailyReset(new Date("2031-05-06T23:59:00Z"))).toBe(120);
    expect(secondsUntilDailyReset(new Date("2031-05-06T00:00:00Z"))).toBe(24 * 3600 + 60);
  });

  it("keeps a refusal permanent when neither the HTTP status nor the code says it will pass", () => {
    const refusal = mondayErrorFrom({
      httpStatus: 200,
      body: {
        errors: [
          {
            message: "User unauthorized to perform action",
            extensions: { code: "UserUnauthorizedException", status_code: 403 },
          },
        ],
      },
      retryAfterHeader: 30,
    });
    expect(refusal).toMatchObject({
      retryable: false,
      retryAfterSeconds: undefined,
      code: "UserUnauthorizedException",
    });
  });

  it("names a current API version in every call", () => {
    expect(MONDAY_API_VERSION).toBe("2026-10");
  });

  it("refuses to go on with a wrong token", async () => {
    const error = await failure(createMondayClient({ apiUrl: fake.url, token: "wrong" }).listBoards());
    expect(error.message).toBe("Not Authenticated");
  });
});
