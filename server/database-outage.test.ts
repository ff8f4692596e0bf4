import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { databaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from "./database-outage";

/** An app whose every route fails with a 500, as a loader does when its query finds no database. */
function failingApp(databaseWasAway: boolean) {
  const app = new Hono();
  app.use("*", databaseOutage({ wasAwaySince: async () => databaseWasAway }));
  app.all("*", (c) => c.text("Unexpected Server Error", 500, { "Content-Length": "23" }));
  return app;
}

describe("databaseOutage", () => {
  it("answers a 500 caused by the database's absence with a 503 page that says to come back, and Retry-After", async () => {
    const response = await failingApp(true).request("/about");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Length")).toBeNull();
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>We'll be right back</h1>");
    expect(page).toContain("If you were sending a form, it was not received");
  });

  it("draws the page in Spanish under /es", async () => {
    const page = await (await failingApp(true).request("/es/contact", { method: "POST" })).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("<h1>Volvemos enseguida</h1>");
  });

  it("answers a JSON caller with a JSON 503", async () => {
    const response = await failingApp(true).request("/api/billing/status", { headers: { Accept: "application/json" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "The service is briefly unavailable. Please try again in a minute.",
    });
  });

  it("keeps a React Router data request's body, which the page decodes itself, and makes it a 503", async () => {
    const response = await failingApp(true).request("/_root.data");
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Unexpected Server Error");
  });

  it("leaves a 500 alone while the database answered throughout: that one is a bug, not an outage", async () => {
    const response = await failingApp(false).request("/about");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unexpected Server Error");
  });

  it("never asks about the database for an answer that did not fail", async () => {
    const app = new Hono();
    let asked = false;
    app.use("*", databaseOutage({ wasAwaySince: async () => (asked = true) }));
    app.get("*", (c) => c.text("fine"));
    expect((await app.request("/")).status).toBe(200);
    expect(asked).toBe(false);
  });
});
