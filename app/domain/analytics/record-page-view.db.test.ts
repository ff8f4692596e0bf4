import { like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PAGE_VIEWS_PER_ADDRESS_PER_DAY } from "~/config/business-rules";
import { appRateLimits, appSecrets, pageViews } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  PAGE_VIEWS_PER_VISITOR_PER_MINUTE,
  recordPageView,
  referrerHost,
  type RecordPageViewInput,
} from "./record-page-view.server";
import { forgetCachedVisitorSalts } from "./visitor-key.server";

const { db } = useTestDatabase();

beforeEach(() => forgetCachedVisitorSalts());

/** Playwright's Desktop Chrome user agent: a person's browser, not a bot. */
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.16 Safari/537.36";
/** 10 AM in Miami on June 10, 2026. */
const JUNE_10 = new Date("2026-06-10T14:00:00Z");

function view(overrides: Partial<RecordPageViewInput> = {}): RecordPageViewInput {
  return {
    path: "/about",
    clientAddress: "203.0.113.7",
    userAgent: CHROME,
    doNotTrack: false,
    globalPrivacyControl: false,
    now: JUNE_10,
    ...overrides,
  };
}

const minutesLater = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe("recordPageView", () => {
  it("gives the same visitor one key for the whole day and a new one the next day", async () => {
    expect(await recordPageView(view())).toEqual({ counted: true });
    expect(await recordPageView(view({ path: "/faq", now: minutesLater(JUNE_10, 90) }))).toEqual({ counted: true });
    // 11:50 PM in Miami is still June 10, though it is June 11 in UTC.
    await recordPageView(view({ path: "/", now: new Date("2026-06-11T03:50:00Z") }));
    await recordPageView(view({ path: "/", now: new Date("2026-06-11T14:00:00Z") }));
    const rows = await db().select().from(pageViews).orderBy(pageViews.id);
    expect(rows.map((row) => row.path)).toEqual(["/about", "/faq", "/", "/"]);
    expect(new Set(rows.slice(0, 3).map((row) => row.visitorKey)).size).toBe(1);
    expect(rows[3]!.visitorKey).not.toBe(rows[0]!.visitorKey);
    expect(rows[0]!.visitorKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("tells visitors apart by address and by browser, and stores neither", async () => {
    await recordPageView(view());
    await recordPageView(view({ clientAddress: "203.0.113.8" }));
    await recordPageView(
      view({ userAgent: CHROME.replace("Windows NT 10.0; Win64; x64", "Macintosh; Intel Mac OS X 10_15_7") }),
    );
    const rows = await db().select().from(pageViews);
    expect(new Set(rows.map((row) => row.visitorKey)).size).toBe(3);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("203.0.113");
    expect(stored).not.toContain("Chrome");
  });

  it("shares the day's salt through app_secrets, so another app server computes the same key", async () => {
    await recordPageView(view());
    const salts = await db().select().from(appSecrets).where(like(appSecrets.name, "analytics-visitor-salt:%"));
    expect(salts.map((salt) => salt.name)).toEqual(["analytics-visitor-salt:2026-06-10"]);
    expect(Buffer.from(salts[0]!.value, "base64url")).toHaveLength(32);
    // A second server starts with nothing in memory and reads the stored salt.
    forgetCachedVisitorSalts();
    await recordPageView(view({ path: "/faq" }));
    const keys = (await db().select().from(pageViews)).map((row) => row.visitorKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it("does not count a visitor who sends Do Not Track or Global Privacy Control", async () => {
    expect(await recordPageView(view({ doNotTrack: true }))).toEqual({ counted: false });
    expect(await recordPageView(view({ globalPrivacyControl: true }))).toEqual({ counted: false });
    expect(await db().select().from(pageViews)).toHaveLength(0);
    // Nothing was derived from them either: no salt was needed.
    expect(await db().select().from(appSecrets).where(like(appSecrets.name, "analytics-visitor-salt:%"))).toHaveLength(
      0,
    );
  });

  it("does not count bots, headless browsers or a request without a user agent", async () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ]) {
      expect(await recordPageView(view({ userAgent }))).toEqual({ counted: false });
    }
    expect(await db().select().from(pageViews)).toHaveLength(0);
  });

  it("counts only our public pages, in either language, with a trailing slash dropped", async () => {
    for (const path of [
      "/admin",
      "/customer/profile",
      "/api/page-view",
      "/no-such-page",
      "/about?x=1",
      "//evil.example",
    ]) {
      expect(await recordPageView(view({ path }))).toEqual({ counted: false });
    }
    for (const path of ["/", "/es", "/about/", "/es/comfort-club", "/blog"]) {
      expect(await recordPageView(view({ path }))).toEqual({ counted: true });
    }
    const rows = await db().select().from(pageViews).orderBy(pageViews.id);
    expect(rows.map((row) => row.path)).toEqual(["/", "/es", "/about", "/es/comfort-club", "/blog"]);
  });

  it("keeps only the host of a referrer from another site", async () => {
    await recordPageView(view({ referrer: "https://WWW.Google.com/search?q=ac+repair+miami" }));
    await recordPageView(view({ referrer: "http://localhost:3000/faq" })); // our own origin (the tests' public origin)
    await recordPageView(view({ referrer: "javascript:alert(1)" }));
    await recordPageView(view({ referrer: "not a url" }));
    await recordPageView(view({ referrer: "https://m.facebook.com/" }));
    const rows = await db().select().from(pageViews).orderBy(pageViews.id);
    expect(rows.map((row) => row.referrerHost)).toEqual(["google.com", null, null, null, "m.facebook.com"]);
  });

  it("treats every accepted origin of ours as no referrer, with or without www", () => {
    const ours = ["https://awac.example"];
    expect(referrerHost("https://www.awac.example/about", ours)).toBeNull();
    expect(referrerHost("https://awac.example:8443/", ours)).toBeNull();
    expect(referrerHost("https://bing.com/", ours)).toBe("bing.com");
    expect(referrerHost(undefined, ours)).toBeNull();
  });

  it("stops counting one visitor past the per-minute cap and starts again the next minute", async () => {
    const minute = new Date("2026-06-10T15:00:00Z");
    for (let index = 0; index < PAGE_VIEWS_PER_VISITOR_PER_MINUTE; index += 1) {
      expect((await recordPageView(view({ now: new Date(minute.getTime() + index * 100) }))).counted).toBe(true);
    }
    expect((await recordPageView(view({ now: new Date(minute.getTime() + 59_000) }))).counted).toBe(false);
    expect(
      (await recordPageView(view({ clientAddress: "203.0.113.9", now: new Date(minute.getTime() + 59_000) }))).counted,
    ).toBe(true);
    expect((await recordPageView(view({ now: minutesLater(minute, 1) }))).counted).toBe(true);
    expect(await db().select().from(pageViews)).toHaveLength(PAGE_VIEWS_PER_VISITOR_PER_MINUTE + 2);
  });
  it("counts at most the day's cap of views from one address whatever the User-Agent, other addresses and the next day still count", async () => {
    const rotating = (index: number, now = JUNE_10) =>
      recordPageView(view({ userAgent: `${CHROME} Probe/${index}`, now: new Date(now.getTime() + index * 1000) }));
    for (let index = 0; index < PAGE_VIEWS_PER_ADDRESS_PER_DAY; index += 1) {
      expect((await rotating(index)).counted).toBe(true);
    }
    expect((await rotating(PAGE_VIEWS_PER_ADDRESS_PER_DAY)).counted).toBe(false);
    expect((await recordPageView(view({ now: minutesLater(JUNE_10, 600) }))).counted).toBe(false);
    expect((await recordPageView(view({ clientAddress: "203.0.113.9" }))).counted).toBe(true);
    expect((await rotating(0, new Date("2026-06-11T14:00:00Z"))).counted).toBe(true);
    expect(await db().select().from(pageViews)).toHaveLength(PAGE_VIEWS_PER_ADDRESS_PER_DAY + 2);
    // The address is kept only as a salted digest in the counter's key.
    const counters = await db().select().from(appRateLimits);
    expect(JSON.stringify(counters)).not.toContain("203.0.113");
  });
});
