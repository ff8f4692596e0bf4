import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigurationError, resetEnvForTests } from "~/config/env.server";
import { createMondayClient } from "~/integrations/monday/monday-client.server";
import { configuredMondayClient, configuredMondayConnection } from "~/integrations/monday/monday-connection.server";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { configuredCrmJobHandlers } from "./crm-job-handlers.server";
import { listCrmBoards } from "./list-crm-boards.server";

let fake: FakeMonday;
beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  fake.recover();
});

describe("listCrmBoards", () => {
  it("lists the boards the token can see, with their columns", async () => {
    const boards = await listCrmBoards({ client: createMondayClient({ apiUrl: fake.url, token: fake.token }) });
    expect(boards).toMatchObject([{ id: "4242", name: "Leads", description: "Website leads" }]);
    expect(boards[0]!.columns).toContainEqual({ id: "email", title: "Email", type: "email" });
  });

  it("reads the configured token and endpoint from the environment", async () => {
    vi.stubEnv("MONDAY_API_TOKEN", fake.token);
    vi.stubEnv("MONDAY_API_URL", fake.url);
    resetEnvForTests();
    expect((await listCrmBoards()).map((board) => board.id)).toEqual(["4242"]);
  });

  it("says the CRM is not connected without a token", async () => {
    vi.stubEnv("MONDAY_API_TOKEN", "");
    resetEnvForTests();
    await expect(listCrmBoards()).rejects.toMatchObject({ code: "UNAVAILABLE" });
  });

  it("reports monday.com's own message when it fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fake.failFor("graphql-error", 60_000);
    await expect(
      listCrmBoards({ client: createMondayClient({ apiUrl: fake.url, token: fake.token }) }),
    ).rejects.toMatchObject({
      code: "UPSTREAM_FAILED",
      message: "Internal error in monday",
    });
  });
});

describe("the monday.com connection settings", () => {
  const settings = { MONDAY_API_URL: "https://api.monday.com/v2", MONDAY_API_TOKEN: "token", MONDAY_BOARD_ID: "42" };

  it("needs a token for a client, and a board as well for the sync jobs", async () => {
    expect(configuredMondayClient({ ...settings, MONDAY_API_TOKEN: undefined })).toBeUndefined();
    // Without a board the client still works, against the configured endpoint with the configured token.
    const client = configuredMondayClient({
      MONDAY_API_URL: fake.url,
      MONDAY_API_TOKEN: fake.token,
      MONDAY_BOARD_ID: undefined,
    });
    expect((await client!.listBoards()).map((board) => board.id)).toEqual(["4242"]);
    expect(configuredMondayConnection({ ...settings, MONDAY_BOARD_ID: undefined })).toBeUndefined();
    expect(configuredMondayConnection(settings)?.boardId).toBe("42");
  });

  it("registers no CRM job when the environment is invalid, leaving the start-up check to report it", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubEnv("MONDAY_API_URL", "not a url");
    resetEnvForTests();
    expect(configuredCrmJobHandlers()).toEqual({});
    expect(() => configuredMondayClient()).toThrow(ConfigurationError);
  });
});
