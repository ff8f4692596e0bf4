import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { storePage } from "./stored-page";

const RENDERED = "R3nd3red+Nonce/Value==";
const page = `<html><body>${"<p>Aire acondicionado en Phoenix: señal, €, 😀</p>".repeat(3000)}<script nonce="${RENDERED}">go()</script><link nonce="${RENDERED}"></body></html>`;

describe("a stored page", () => {
  it("gzips to the page with the new nonce in place of the rendered one, however long and whatever its characters", () => {
    const stored = storePage(page, RENDERED);
    const fresh = "Fr3sh+Nonce/Value00==";
    expect(gunzipSync(stored.gzip(fresh)).toString("utf8")).toBe(page.replaceAll(RENDERED, fresh));
    expect(stored.text(fresh)).toBe(page.replaceAll(RENDERED, fresh));
    expect(stored.text(fresh)).not.toContain(RENDERED);
  });

  it("stays far smaller than the page when gzipped", () => {
    expect(storePage(page, RENDERED).gzip("x").length).toBeLessThan(Buffer.byteLength(page) / 20);
  });

  it("gzips text after a nonce that repeats the text before it as small as one gzip of the whole page would", () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${(index * 7919) % 1000}`).join(" ");
    const repeating = `<p>${words}</p><script nonce="${RENDERED}">data("${words}")</script><link nonce="${RENDERED}">`;
    const alone = storePage(`<p>${words}</p>`, RENDERED).gzip("x").length;
    const stored = storePage(repeating, RENDERED);
    expect(gunzipSync(stored.gzip("Fr3sh+Nonce/Value00==")).toString("utf8")).toBe(
      repeating.replaceAll(RENDERED, "Fr3sh+Nonce/Value00=="),
    );
    // Deflated on its own, the repeat would cost about as much again as the first time.
    expect(stored.gzip("Fr3sh+Nonce/Value00==").length).toBeLessThan(alone * 1.25);
  });

  it("never gives a response without a nonce of its own the one it was rendered with", () => {
    const stored = storePage(page, RENDERED);
    expect(stored.text(undefined)).toContain('<script nonce="">');
    expect(gunzipSync(stored.gzip(undefined)).toString("utf8")).not.toContain(RENDERED);
  });

  it("lends a buffer holding the gzip with the new nonce, and lends it again only once it is given back", () => {
    const stored = storePage(page, RENDERED);
    const first = stored.lendGzip("Fr3sh+Nonce/Value0000==");
    const second = stored.lendGzip("An0th3r+Nonce/Valu000==");
    expect(second.bytes).not.toBe(first.bytes);
    expect(gunzipSync(first.bytes).toString("utf8")).toBe(page.replaceAll(RENDERED, "Fr3sh+Nonce/Value0000=="));
    first.release();
    first.release();
    const third = stored.lendGzip("Th1rd+Nonce/Value0000==");
    const fourth = stored.lendGzip("F0urth+Nonce/Value000==");
    expect(third.bytes).toBe(first.bytes);
    expect(fourth.bytes).not.toBe(first.bytes);
    expect(gunzipSync(third.bytes).toString("utf8")).toBe(page.replaceAll(RENDERED, "Th1rd+Nonce/Value0000=="));
    expect(gunzipSync(second.bytes).toString("utf8")).toBe(page.replaceAll(RENDERED, "An0th3r+Nonce/Valu000=="));
  });
});
