import { E2E_DATABASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

test("The server answers health and readiness checks", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  // The suite's server runs on PostgreSQL where the run has one (CI), on the embedded database otherwise.
  expect(await ready.json()).toMatchObject({ status: "ready", database: E2E_DATABASE_URL ? "postgres" : "pglite" });
});

test("The home page arrives as server-rendered HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("AW Air Conditioning &amp; Refrigeration");
});
