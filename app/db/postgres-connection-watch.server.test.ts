import { EventEmitter } from "node:events";
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  describeConnectionError,
  isServerUnreachable,
  OUTAGE_AFTERMATH_MS,
  watchPostgresPool,
} from "./postgres-connection-watch.server";

/** What PostgreSQL sends every session on `pg_ctl restart -m fast`, as node-postgres reports it. */
function administratorShutdown(): Error {
  return Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
    severity: "FATAL",
  });
}

/** A checked-out client as pg-pool hands it out: an event emitter with a `query` and a `release`. */
type FakeClient = EventEmitter & {
  query: (...args: unknown[]) => unknown;
  release: (error?: Error | boolean) => void;
};

/** A client whose queries fail with `failure` (or answer no rows), in pg's promise and callback forms. */
function fakeClient(onRelease: (error?: Error | boolean) => void = () => undefined, failure?: Error): FakeClient {
  const client = new EventEmitter() as FakeClient;
  client.query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function")
      return void queueMicrotask(() => callback(failure, failure ? undefined : { rows: [] }));
    return failure ? Promise.reject(failure) : Promise.resolve({ rows: [] });
  };
  client.release = onRelease;
  return client;
}

/** A stand-in for pg.Pool: an event emitter whose `select 1` fails until `serverIsBack()`. */
function fakePool() {
  const released: unknown[] = [];
  const pool = new EventEmitter() as EventEmitter & {
    query: () => Promise<unknown>;
    connect: () => Promise<FakeClient>;
    released: unknown[];
  };
  pool.released = released;
  pool.connect = async () => fakeClient((error) => void released.push(error ?? "released"));
  let up = false;
  pool.query = vi.fn(async () => {
    if (!up) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return { rows: [{ "?column?": 1 }] };
  });
  return { pool, asPgPool: pool as unknown as pg.Pool, serverIsBack: () => (up = true) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(console.warn).mockRestore?.();
  vi.mocked(console.log).mockRestore?.();
});

describe("watchPostgresPool", () => {
  it("keeps a client whose connection the server ends mid-transaction from crashing the process, with one log line", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const checkedOut = fakeClient();
    pool.emit("connect", checkedOut);
    // Without a listener, EventEmitter throws the error: the "Unhandled 'error' event" that ended the server.
    expect(() => checkedOut.emit("error", administratorShutdown())).not.toThrow();
    expect(() => checkedOut.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
    const lines = warn.mock.calls.map((call) => call.join(" "));
    expect(lines).toEqual([
      "[db] a PostgreSQL connection ended: terminating connection due to administrator command (57P01)",
      "[db] lost the PostgreSQL server (terminating connection due to administrator command (57P01)); requests that need it answer 503 until it is back",
    ]);
    watch.stop();
  });

  it("handles the error pg-pool re-emits on the pool for an idle client", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    expect(() => pool.emit("error", administratorShutdown(), new EventEmitter())).not.toThrow();
    watch.stop();
  });

  it("reports the database away from the first lost connection until a probe gets an answer again", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { pool, asPgPool, serverIsBack } = fakePool();
    const watch = watchPostgresPool(asPgPool, { probeIntervalMs: 100 });
    const before = Date.now();
    expect(watch.wasAwaySince(before)).toBe(false);

    const client = fakeClient();
    pool.emit("connect", client);
    client.emit("error", administratorShutdown());
    await vi.advanceTimersByTimeAsync(350);
    expect(pool.query).toHaveBeenCalledTimes(3);
    expect(watch.wasAwaySince(Date.now())).toBe(true);

    serverIsBack();
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toHaveBeenCalledWith("[db] PostgreSQL answers again after 400 ms");
    // A request that began during the outage, or just after it, may have failed because of it; one that began
    // once the aftermath was over did not.
    expect(watch.wasAwaySince(before)).toBe(true);
    expect(watch.wasAwaySince(Date.now() + OUTAGE_AFTERMATH_MS / 2)).toBe(true);
    await vi.advanceTimersByTimeAsync(OUTAGE_AFTERMATH_MS + 1);
    expect(watch.wasAwaySince(Date.now())).toBe(false);
    expect(pool.query).toHaveBeenCalledTimes(4);
    watch.stop();
  });
});

describe("a query whose server went away", () => {
  it("marks the database away when it rejects, before the client's socket closes and the client reports it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const client = fakeClient(undefined, administratorShutdown());
    pool.emit("connect", client);
    const before = Date.now();
    await expect(client.query("select 1")).rejects.toThrow("administrator command");
    expect(watch.wasAwaySince(before)).toBe(true);
    watch.stop();
  });

  it("marks the database away in pg-pool's callback form too, and still hands the error to the caller", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const client = fakeClient(undefined, Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }));
    pool.emit("connect", client);
    const handed = await new Promise((resolve) => client.query("select 1", [], resolve));
    expect(String(handed)).toContain("ECONNRESET");
    expect(watch.wasAwaySince(Date.now() - 1)).toBe(true);
    watch.stop();
  });

  it("leaves the database present when a query is merely wrong", async () => {
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const client = fakeClient(undefined, Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }));
    pool.emit("connect", client);
    await expect(client.query("select * from nope")).rejects.toThrow("nope");
    expect(watch.wasAwaySince(Date.now() - 1)).toBe(false);
    watch.stop();
  });
});

describe("a client checked out from the watched pool", () => {
  it("goes back to the pool as broken when its connection is lost, so a transaction that never releases it cannot exhaust the pool", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const client = (await asPgPool.connect()) as unknown as FakeClient;
    pool.emit("connect", client);
    const lost = administratorShutdown();
    client.emit("error", lost);
    expect(pool.released).toEqual([lost]);
    // Drizzle's finally (when it gets there) releases again: that must not reach pg-pool, which throws on a second release.
    client.release();
    expect(pool.released).toEqual([lost]);
    watch.stop();
  });

  it("is released once, normally, when the transaction ends without trouble, and a later loss does not release it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pool, asPgPool } = fakePool();
    const watch = watchPostgresPool(asPgPool);
    const client = (await asPgPool.connect()) as unknown as FakeClient;
    pool.emit("connect", client);
    client.release();
    client.emit("error", administratorShutdown());
    expect(pool.released).toEqual(["released"]);
    watch.stop();
  });
});

describe("describeConnectionError", () => {
  it("gives the message and SQLSTATE on one line, never the client object node-postgres attaches", () => {
    const error = Object.assign(administratorShutdown(), { client: { connectionParameters: { password: "secret" } } });
    expect(describeConnectionError(error)).toBe("terminating connection due to administrator command (57P01)");
  });
});

describe("isServerUnreachable", () => {
  it("counts a refused connection, a shutdown and a lost socket as the server being away, and a bad query not", () => {
    expect(
      isServerUnreachable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isServerUnreachable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(
      true,
    );
    expect(isServerUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isServerUnreachable(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }))).toBe(
      false,
    );
    expect(isServerUnreachable("not an error")).toBe(false);
  });
});
