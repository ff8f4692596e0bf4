import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { createBoardColumnsCache } from "./board-columns-cache.server";
import type { CrmEntry } from "./board-columns";
import { boardItemName, findOrCreateBoardItem } from "./create-board-item.server";
import { createMondayClient, MondayApiError } from "./monday-client.server";

let fake: FakeMonday;
beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.items.splice(0);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const entry: CrmEntry = {
  itemName: "Ana Pérez — Estimate request (#3f0c1b7e)",
  fields: { Email: "ana@example.com", "Zip Code": "33101" },
};

function client() {
  return createMondayClient({ apiUrl: fake.url, token: fake.token });
}

describe("finding or creating a board item", () => {
  it("creates the item with its column values the first time", async () => {
    const columns = [
      { id: "email", title: "Email", type: "email" },
      { id: "text_zip", title: "Zip Code", type: "text" },
    ];
    const { itemId, created } = await findOrCreateBoardItem({ client: client(), boardId: "4242", columns, entry });
    expect(created).toBe(true);
    expect(fake.items).toEqual([
      {
        id: itemId,
        boardId: "4242",
        name: entry.itemName,
        columnValues: { email: { email: "ana@example.com", text: "ana@example.com" }, text_zip: "33101" },
      },
    ]);
  });

  it("creates the item without column values when the token may not add the board's missing labels", async () => {
    fake.refuseLabelCreation = true;
    try {
      const columns = [{ id: "status", title: "Source", type: "status" }];
      const withSource: CrmEntry = { ...entry, fields: { Source: "A label the board lacks" } };
      const { created } = await findOrCreateBoardItem({
        client: client(),
        boardId: "4242",
        columns,
        entry: withSource,
      });
      expect(created).toBe(true);
      expect(fake.items).toEqual([expect.objectContaining({ name: entry.itemName, columnValues: {} })]);
    } finally {
      fake.refuseLabelCreation = false;
    }
  });

  it("uses the item an earlier attempt created instead of creating a second", async () => {
    const first = await findOrCreateBoardItem({ client: client(), boardId: "4242", columns: [], entry });
    const again = await findOrCreateBoardItem({ client: client(), boardId: "4242", columns: [], entry });
    expect(again).toEqual({ itemId: first.itemId, created: false });
    expect(fake.items).toHaveLength(1);
  });

  it("creates the item without column values when the board refuses one, so the item is never lost", async () => {
    const warn = vi.mocked(console.warn);
    // A column the board no longer has (renamed or deleted since the columns were read).
    const columns = [
      { id: "gone_zip", title: "Zip Code", type: "text" },
      { id: "email", title: "Email", type: "email" },
    ];
    const { itemId } = await findOrCreateBoardItem({ client: client(), boardId: "4242", columns, entry });
    expect(fake.items).toEqual([{ id: itemId, boardId: "4242", name: entry.itemName, columnValues: {} }]);
    expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain(
      "This column ID doesn't exist for the board: gone_zip",
    );
  });

  it("shortens a long name to monday.com's 255 characters, keeping its reference", async () => {
    const long = { itemName: `${"x".repeat(300)} — Estimate request (#3f0c1b7e)`, fields: {} };
    expect(boardItemName(long)).toHaveLength(255);
    expect(boardItemName(long).endsWith("… (#3f0c1b7e)")).toBe(true);
    await findOrCreateBoardItem({ client: client(), boardId: "4242", columns: [], entry: long });
    await findOrCreateBoardItem({ client: client(), boardId: "4242", columns: [], entry: long });
    expect(fake.items).toHaveLength(1);
    expect(boardItemName({ itemName: "y".repeat(300), fields: {} })).toHaveLength(255);
  });

  it("lets other failures through untouched", async () => {
    await expect(findOrCreateBoardItem({ client: client(), boardId: "1", columns: [], entry })).rejects.toMatchObject({
      message: "Board not found",
    });
    expect(fake.items).toHaveLength(0);
  });
});

describe("the board columns cache", () => {
  it("asks monday.com once per board within its time to live, and again after it", async () => {
    let now = 0;
    const columnsOf = createBoardColumnsCache({ client: client(), ttlMs: 1_000, now: () => now });
    const before = fake.requests;
    await columnsOf("4242");
    await columnsOf("4242");
    expect(fake.requests - before).toBe(1);
    now = 1_001;
    expect((await columnsOf("4242")).map((column) => column.title)).toContain("Zip Code");
    expect(fake.requests - before).toBe(2);
  });

  it("reports a missing board as an error that needs a person", async () => {
    const error = await createBoardColumnsCache({ client: client() })("999").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MondayApiError);
    expect(error).toMatchObject({ retryable: false, code: "BOARD_NOT_FOUND" });
  });
});
