import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { exportNewsletterSubscribersCsv, listNewsletterSubscribers } from "./list-newsletter-subscribers.server";
import {
  DEFAULT_NEWSLETTER_LIST_PARAMS,
  newsletterListParamsFrom,
  newsletterListSearch,
  type NewsletterListParams,
} from "./newsletter-list-params";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

async function subscribe(email: string, name: string | null, source: "footer" | "contact_page", createdAt: string) {
  await db()
    .insert(newsletterSubscriptions)
    .values({ email, name, source, createdAt: new Date(createdAt) });
}

const list = (params: Partial<NewsletterListParams> = {}) =>
  listNewsletterSubscribers({ actor: admin, params: { ...DEFAULT_NEWSLETTER_LIST_PARAMS, ...params } });

describe("listNewsletterSubscribers", () => {
  it("lists subscribers newest first with their source and date", async () => {
    await subscribe("old@example.com", "Olga Old", "footer", "2026-01-02T10:00:00Z");
    await subscribe("new@example.com", null, "contact_page", "2026-03-04T10:00:00Z");
    const result = await list();
    expect(result).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(result.rows.map(({ email, name, source, subscribedAt }) => ({ email, name, source, subscribedAt }))).toEqual(
      [
        { email: "new@example.com", name: null, source: "contact_page", subscribedAt: "2026-03-04T10:00:00.000Z" },
        { email: "old@example.com", name: "Olga Old", source: "footer", subscribedAt: "2026-01-02T10:00:00.000Z" },
      ],
    );
  });

  it("searches the e-mail and the name, case-insensitively and with wildcards taken literally", async () => {
    await subscribe("ana_p@example.com", "Ana Pérez", "footer", "2026-01-01T00:00:00Z");
    await subscribe("anabp@example.com", "Benito", "footer", "2026-01-02T00:00:00Z");
    const emails = async (q: string) => (await list({ q })).rows.map((row) => row.email);
    expect(await emails("PÉREZ")).toEqual(["ana_p@example.com"]);
    expect(await emails("a_p")).toEqual(["ana_p@example.com"]);
    expect(await emails("benito")).toEqual(["anabp@example.com"]);
    expect(await emails("nobody")).toEqual([]);
  });

  it("pages the list and shows the last page when asked past the end", async () => {
    for (let n = 0; n < 27; n++)
      await subscribe(`s${n}@example.com`, null, "footer", `2026-02-${String(n + 1).padStart(2, "0")}T00:00:00Z`);
    expect((await list()).rows).toHaveLength(25);
    const last = await list({ page: 9 });
    expect(last).toMatchObject({ total: 27, page: 2, pageCount: 2 });
    expect(last.rows.map((row) => row.email)).toEqual(["s1@example.com", "s0@example.com"]);
  });
});

describe("exportNewsletterSubscribersCsv", () => {
  it("writes the search's subscribers as CSV with formulas neutralised", async () => {
    await subscribe("eve@example.com", '=HYPERLINK("http://evil.example","x")', "footer", "2026-01-01T00:00:00Z");
    await subscribe("plain@example.com", "Plain, Person", "contact_page", "2026-01-02T00:00:00Z");
    const csv = await exportNewsletterSubscribersCsv({ actor: admin, q: "" });
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFemail,name,source,subscribed_at",
      'plain@example.com,"Plain, Person",contact_page,2026-01-02T00:00:00.000Z',
      `eve@example.com,"'=HYPERLINK(""http://evil.example"",""x"")",footer,2026-01-01T00:00:00.000Z`,
      "",
    ]);
    const searched = await exportNewsletterSubscribersCsv({ actor: admin, q: "plain" });
    expect(searched).not.toContain("eve@example.com");
    expect(searched).toContain("plain@example.com");
  });
});

describe("newsletter list parameters", () => {
  it("read bad values as defaults and write back only what differs", () => {
    expect(newsletterListParamsFrom(new URLSearchParams("q=%20ana%20&page=0&size=7"))).toEqual({
      q: "ana",
      page: 1,
      size: 25,
    });
    expect(newsletterListParamsFrom(new URLSearchParams("page=3&size=100"))).toEqual({ q: "", page: 3, size: 100 });
    expect(newsletterListSearch(DEFAULT_NEWSLETTER_LIST_PARAMS)).toBe("");
    expect(newsletterListSearch({ q: "a b", page: 2, size: 50 })).toBe("?q=a+b&size=50&page=2");
  });
});
