import { Hono } from "hono";
import { databaseHandle } from "~/db/database.server";
import { describeConnectionError } from "~/db/postgres-connection-watch.server";

export const healthRoutes = new Hono()
  .get("/healthz", (c) => c.json({ status: "ok" }))
  .get("/readyz", async (c) => {
    try {
      const handle = await databaseHandle();
      await handle.ping();
      return c.json({ status: "ready", database: handle.driver });
    } catch (error) {
      console.error(`[readyz] database unreachable: ${describeConnectionError(error)}`);
      return c.json({ status: "unavailable", database: "unreachable" }, 503);
    }
  });
