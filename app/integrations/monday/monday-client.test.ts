import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { createMondayClient, MondayApiError } from "./monday-client.server";

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
    const id = await client().createItem({ boardId: "4242", itemName: name, columnValues: { email: { email: "a@b.co", text: "a@b.co" } } });
    expect(fake.items.find((item) => item.id === id)).toMatchObject({ name, columnValues: { email: { email: "a@b.co", text: "a@b.co" } } });
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

  it("refuses to go on with a wrong token", async () => {
    const error = await failure(createMondayClient({ apiUrl: fake.url, token: "wrong" }).listBoards());
    expect(error.message).toBe("Not Authenticated");
  });
});
