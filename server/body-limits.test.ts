import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  AUTH_BODY_LIMIT_BYTES,
  bodyLimits,
  DEFAULT_BODY_LIMIT_BYTES,
  PAGE_VIEW_BODY_LIMIT_BYTES,
  STRIPE_WEBHOOK_BODY_LIMIT_BYTES,
} from "./body-limits";

/** Each route answers with the number of bytes it read, so a test sees what got through. */
const app = new Hono()
  .use("*", bodyLimits())
  .post("/api/auth/sign-up/email", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)))
  .post("/api/page-view", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)))
  .post("/api/webhooks/stripe", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)))
  .post("/admin", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));

async function post(path: string, body: BodyInit): Promise<Response> {
  return app.request(`http://localhost${path}`, { method: "POST", body, duplex: "half" } as RequestInit);
}

/** A body sent in 16 KB chunks without a Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunked(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(16 * 1024, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

/** A body that never ends. */
function endless(): ReadableStream<Uint8Array> {
  return new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(16 * 1024).fill(120)) });
}

describe("the body limits", () => {
  it("refuses an auth request over 64 KB with 413 and a short message", async () => {
    const response = await post("/api/auth/sign-up/email", "x".repeat(AUTH_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Request body too large: the limit here is 64 KB.");
  });

  it("closes the connection after a 413, so no client sends its next request into the unread rest of the body", async () => {
    const response = await post("/admin", "x".repeat(DEFAULT_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("refuses a body whose declared length is over the limit without reading it", async () => {
    const response = await app.request("http://localhost/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-length": String(AUTH_BODY_LIMIT_BYTES + 1) },
      body: endless(),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("lets an auth request at the limit through", async () => {
    const response = await post("/api/auth/sign-up/email", "x".repeat(AUTH_BODY_LIMIT_BYTES));
    expect(await response.text()).toBe(String(AUTH_BODY_LIMIT_BYTES));
  });

  it("holds for a chunked auth body that declares no length", async () => {
    expect((await post("/api/auth/sign-up/email", chunked(AUTH_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    expect(await (await post("/api/auth/sign-up/email", chunked(AUTH_BODY_LIMIT_BYTES))).text()).toBe(
      String(AUTH_BODY_LIMIT_BYTES),
    );
  });

  it("answers an endless body with 413 instead of reading it for ever", async () => {
    expect((await post("/api/auth/sign-up/email", endless())).status).toBe(413);
    expect((await post("/admin", endless())).status).toBe(413);
  });

  it("gives every other route the default limit of 128 KB", async () => {
    const over = await post("/admin", chunked(DEFAULT_BODY_LIMIT_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await over.text()).toBe("Request body too large: the limit here is 128 KB.");
    expect(await (await post("/admin", "x".repeat(DEFAULT_BODY_LIMIT_BYTES))).text()).toBe(
      String(DEFAULT_BODY_LIMIT_BYTES),
    );
  });

  it("holds the page-view beacon to 4 KB, declared or chunked", async () => {
    const over = await post("/api/page-view", "x".repeat(PAGE_VIEW_BODY_LIMIT_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await over.text()).toBe("Request body too large: the limit here is 4 KB.");
    expect((await post("/api/page-view", chunked(PAGE_VIEW_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    expect(await (await post("/api/page-view", "x".repeat(PAGE_VIEW_BODY_LIMIT_BYTES))).text()).toBe(
      String(PAGE_VIEW_BODY_LIMIT_BYTES),
    );
  });

  it("holds the Stripe webhook to 512 KB, declared or chunked, with the same short 413 as every route", async () => {
    expect(await (await post("/api/webhooks/stripe", "x".repeat(STRIPE_WEBHOOK_BODY_LIMIT_BYTES))).text()).toBe(
      String(STRIPE_WEBHOOK_BODY_LIMIT_BYTES),
    );
    const over = await post("/api/webhooks/stripe", "x".repeat(STRIPE_WEBHOOK_BODY_LIMIT_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await over.text()).toBe("Request body too large: the limit here is 512 KB.");
    expect((await post("/api/webhooks/stripe", chunked(STRIPE_WEBHOOK_BODY_LIMIT_BYTES + 1))).status).toBe(413);
  });

  it("lets a route declare a larger limit of its own in the same list", async () => {
    const importing = new Hono()
      .use("*", bodyLimits([{ pathPrefix: "/admin/import", maxBytes: 1024 * 1024 }]))
      .post("/admin/import", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
    const send = (bytes: number) =>
      importing.request("http://localhost/admin/import", { method: "POST", body: "x".repeat(bytes) });
    expect(await (await send(512 * 1024)).text()).toBe(String(512 * 1024));
    const over = await send(1024 * 1024 + 1);
    expect(over.status).toBe(413);
    expect(await over.text()).toBe("Request body too large: the limit here is 1 MB.");
  });
});
