import { existsSync, readFileSync } from "node:fs";
import { buildSchema, parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMondayClient, MONDAY_API_VERSION, MondayApiError } from "~/integrations/monday/monday-client.server";
import { MONDAY_DOCUMENTS } from "~/integrations/monday/monday-documents";
import { startFakeMonday, type FakeMonday } from "../../fakes/monday";
import { checkMondayRequest, mondaySchemaSource, PUBLISHED_SCHEMA_PATH, SCHEMA_EXCERPT_PATH } from "./monday-schema";

/** Every schema file we hold: our excerpt always, monday's full published file once downloaded. */
const schemaFiles = [SCHEMA_EXCERPT_PATH, ...(existsSync(PUBLISHED_SCHEMA_PATH) ? [PUBLISHED_SCHEMA_PATH] : [])].map(
  (path) => ({
    path,
    text: readFileSync(path, "utf8"),
  }),
);
const documents = Object.entries(MONDAY_DOCUMENTS);

let fake: FakeMonday;
beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});

function client() {
  return createMondayClient({ apiUrl: fake.url, token: fake.token, timeoutMs: 5_000 });
}

describe("monday.com's published schema as our contract", () => {
  it.each(schemaFiles.map((file) => [file.path.split("/").pop()!, file.text] as const))(
    "%s names its source for the version the client pins",
    (_name, text) => {
      expect(text).toContain(`https://api.monday.com/v2/get_schema?format=sdl&version=${MONDAY_API_VERSION}`);
    },
  );

  it.each(documents)("the %s document is valid against every schema file we hold", (_name, query) => {
    for (const file of schemaFiles) {
      const errors = validate(buildSchema(file.text), parse(query));
      expect(errors.map((error) => `${file.path}: ${error.message}`)).toEqual([]);
    }
  });

  it("every document the client sends, with the variables it sends, passes monday's checks, and none is left out", async () => {
    const before = fake.received.length;
    const [board] = await client().listBoards();
    const columns = (await client().getBoard(board!.id))!.columns;
    const itemId = await client().createItem({
      boardId: board!.id,
      itemName: "Ana Pérez — Estimate",
      columnValues: { [columns[1]!.id]: { email: "ana@example.com", text: "ana@example.com" } },
    });
    expect(await client().findItemsByName({ boardId: board!.id, name: "Ana Pérez — Estimate" })).toEqual([
      { id: itemId, name: "Ana Pérez — Estimate" },
    ]);
    await client().createUpdate({ itemId, body: "Email: ana@example.com" });
    expect((await client().listItemUpdates({ itemId })).map((update) => update.textBody)).toEqual([
      "Email: ana@example.com",
    ]);

    const sent = fake.received.slice(before);
    for (const request of sent) {
      const checked = checkMondayRequest(request.query, request.variables);
      expect(checked.ok ? [] : checked.errors.map((error) => error.message)).toEqual([]);
    }
    expect(new Set(sent.map((request) => request.query))).toEqual(new Set(Object.values(MONDAY_DOCUMENTS)));
  });

  it("the fake answers each request with the schema's own execution of it: only the fields asked for, IDs as strings", async () => {
    const [board] = await client().listBoards(1);
    expect(Object.keys(board!).sort()).toEqual(["columns", "description", "id", "name"]);
    expect(board!.columns.every((column) => typeof column.id === "string" && Object.keys(column).length === 3)).toBe(
      true,
    );
    expect(typeof board!.id).toBe("string");
  });
});

describe("what the contract refuses, as monday.com would", () => {
  it.each([
    [
      "a field the type does not have",
      "query { boards { id owner_name } }",
      {},
      /Cannot query field "owner_name" on type "Board"/,
    ],
    ["an argument the field does not take", 'query { boards(name: "Leads") { id } }', {}, /Unknown argument "name"/],
    [
      "a variable of the wrong type for its argument",
      "query ($limit: String!) { boards(limit: $limit) { id } }",
      { limit: "10" },
      /of type "String!" used in position expecting type "Int"/,
    ],
    [
      "a value that does not coerce to the variable's type",
      MONDAY_DOCUMENTS.listBoards,
      { limit: "ten" },
      /Int cannot represent non-integer value/,
    ],
    [
      "a required variable left out",
      MONDAY_DOCUMENTS.createUpdate,
      { itemId: "1" },
      /Variable "\$body" of required type "String!" was not provided/,
    ],
    ["a document that does not parse", "query { boards { id }", {}, /Syntax Error/],
  ] as const)("refuses %s", (_case, query, variables, message) => {
    const checked = checkMondayRequest(query, variables);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.map((error) => error.message).join("\n")).toMatch(message);
  });

  it("the fake answers an invalid document with monday's HTTP 200 errors array and no data", async () => {
    const response = await fetch(fake.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: fake.token, "API-Version": MONDAY_API_VERSION },
      body: JSON.stringify({ query: "query { boards { id owner_name } }", variables: {} }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: unknown; errors: { message: string; locations: unknown[] }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: 'Cannot query field "owner_name" on type "Board".',
      locations: [{ line: 1, column: 21 }],
    });
  });

  it("a document that drifted from the schema fails in the client as a refusal that needs a person, not a retry", async () => {
    // The client's own document with one field renamed on its way out, as if monday had dropped the field.
    const drifting: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: String(init?.body).replace("description", "board_description") });
    const error = await createMondayClient({ apiUrl: fake.url, token: fake.token, fetch: drifting })
      .listBoards()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(MondayApiError);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toMatch(/^Cannot query field "board_description" on type "Board"\./);
    expect(fake.received.at(-1)).toMatchObject({ valid: false });
  });

  it(`validates against ${mondaySchemaSource().kind === "published" ? "monday's downloaded schema" : "our excerpt, as no downloaded schema is present"}`, () => {
    expect(mondaySchemaSource().path).toBe(
      existsSync(PUBLISHED_SCHEMA_PATH) ? PUBLISHED_SCHEMA_PATH : SCHEMA_EXCERPT_PATH,
    );
  });
});
