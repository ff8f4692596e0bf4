import { describe, expect, it, vi } from "vitest";
import { takeConsoleErrors } from "../tests/support/vitest-setup";
import { runShutdown } from "./shutdown";

describe("runShutdown", () => {
  it("closes everything in order and answers exit code 0 when every step succeeds", async () => {
    const closed: string[] = [];
    const code = await runShutdown([
      { name: "server", run: () => void closed.push("server") },
      { name: "worker", run: async () => void closed.push("worker") },
      { name: "database", run: async () => void closed.push("database") },
    ]);
    expect(code).toBe(0);
    expect(closed).toEqual(["server", "worker", "database"]);
  });

  it("still closes the database when the job worker fails to stop, and answers exit code 1", async () => {
    const closeDatabase = vi.fn(async () => undefined);
    const code = await runShutdown([
      { name: "stopping the job worker", run: async () => Promise.reject(new Error("worker stuck")) },
      { name: "closing the database", run: closeDatabase },
    ]);
    expect(code).toBe(1);
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBe("[server] shutdown: stopping the job worker failed");
  });

  it("answers exit code 1 when closing the database rejects", async () => {
    const code = await runShutdown([
      { name: "closing the database", run: () => Promise.reject(new Error("pool.end failed")) },
    ]);
    expect(code).toBe(1);
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});
