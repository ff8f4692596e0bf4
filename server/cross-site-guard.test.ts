import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { crossSiteGuard } from "./cross-site-guard";

const app = new Hono()
  .use(
    "*",
    crossSiteGuard(() => ["https://shop.awac.example", "https://www.awac.example"]),
  )
  .post("/customer/profile", (c) => c.text("saved"))
  .post("/api/webhooks/stripe", (c) => c.text("received"))
  .post("/newsletter/unsubscribe/:token", (c) => c.text("unsubscribed"))
  .post("/es/newsletter/unsubscribe/:token", (c) => c.text("unsubscribed"))
  .get("/", (c) => c.text("home"));

function post(path: string, headers: Record<string, string>, host = "shop.awac.example") {
  return app.request(`https://${host}${path}`, { method: "POST", headers });
}

describe("the cross-site guard", () => {
  it("refuses a form post from another site", async () => {
    const response = await post("/customer/profile", {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a post whose origin is opaque", async () => {
    expect((await post("/customer/profile", { origin: "null" })).status).toBe(403);
  });

  it("accepts a post from the app's own origin", async () => {
    const response = await post("/customer/profile", {
      origin: "https://shop.awac.example",
      "sec-fetch-site": "same-origin",
    });
    expect(response.status).toBe(200);
  });

  it("refuses a post whose Origin only matches the Host header the client chose", async () => {
    const response = await post(
      "/customer/profile",
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
      "evil.example",
    );
    expect(response.status).toBe(403);
  });

  it("accepts a post from a configured trusted origin", async () => {
    expect((await post("/customer/profile", { origin: "https://www.awac.example" })).status).toBe(200);
  });

  it("lets signed webhooks through, since they verify themselves", async () => {
    expect((await post("/api/webhooks/stripe", { origin: "https://stripe.example" })).status).toBe(200);
  });

  it("lets a mail program's one-click unsubscribe through, with no Origin or with the mail client's own", async () => {
    for (const path of ["/newsletter/unsubscribe/id.sig", "/es/newsletter/unsubscribe/id.sig"]) {
      expect((await post(path, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(200);
      expect((await post(path, { origin: "https://mail.example", "sec-fetch-site": "cross-site" })).status).toBe(200);
    }
    // Only the unsubscribe address itself: a path that merely starts like it is guarded as usual.
    expect((await post("/newsletter/unsubscribe/id.sig/more", { origin: "https://evil.example" })).status).toBe(403);
  });

  it("lets a request with no browser headers through", async () => {
    expect((await post("/customer/profile", {})).status).toBe(200);
  });
});
