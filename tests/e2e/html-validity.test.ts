import type { Role } from "./support/access-outcomes";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { probe, signInDemoAdminOverHttp } from "./support/http-probe";
import { nuHtmlErrors, type HtmlDocument } from "./support/nu-html-checker";
import { customerWithRows, type CustomerWithRows } from "./support/portal-rows";
import { ROUTE_ACCESS_TABLE, type RequestIds } from "./support/route-access-table";

/**
 * Issue 33 #18: every page the server writes is valid HTML by the W3C Nu HTML Checker, for each caller who can see
 * it. The pages are every GET of the route x role table (so a new route is checked the day it joins that table),
 * asked as a visitor, a customer and the admin, the portal and the back office also in Spanish, plus the states a
 * screen's own links open (dialogs, tabs, filters): markup the server renders and a browser would otherwise repair
 * silently, each in its own way.
 */
const origin = E2E_BASE_URL;
const CALLERS = ["anonymous", "customerA", "admin"] as const satisfies readonly Role[];
/** Statuses whose answer is a page a person reads: the screen itself, and the site's refusal and not-found pages. */
const PAGE_STATUSES = new Set([200, 403, 404]);
const SIGNED_IN_AREAS = /^\/(?:es\/)?(?:customer|admin)(?:\/|$|\?)/;

test.describe.configure({ timeout: 600_000 });

test("Every page, the portal's and the back office's included, is valid HTML in both languages", async () => {
  const admin = await signInDemoAdminOverHttp(origin);
  const customer: CustomerWithRows = await customerWithRows(origin, "valid-html", admin.cookie);
  const system = await probe(origin, "/admin/system", { cookie: admin.cookie });
  const mailMessageId = /\/admin\/system\/mail\/([0-9a-f-]{36})"/.exec(system.text)?.[1] ?? "";
  expect(mailMessageId, "a message in the development mailbox").not.toBe("");
  // The customer asks for their own rows here: the screens with their dialogs open, not the refusals.
  const ids: RequestIds = { other: customer, mailMessageId };
  const cookieOf: Record<(typeof CALLERS)[number], string | undefined> = {
    anonymous: undefined,
    customerA: customer.cookie,
    admin: admin.cookie,
  };

  const documents: HtmlDocument[] = [];
  const seen = new Set<string>();
  /** Fetches `path` as `caller` (in Spanish when `lang` is es) and keeps it when it is a page; answers its markup. */
  async function collect(path: string, caller: (typeof CALLERS)[number], lang?: "es"): Promise<string | null> {
    const key = `${path} ${caller} ${lang ?? ""}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const cookie = [cookieOf[caller], lang ? `lang=${lang}` : undefined].filter(Boolean).join("; ") || undefined;
    const answer = await probe(origin, path, { cookie });
    if (!PAGE_STATUSES.has(answer.status) || !answer.contentType.startsWith("text/html")) return null;
    documents.push({ label: `GET ${path} as ${caller}${lang ? " in es" : ""} (${answer.status})`, html: answer.text });
    return answer.text;
  }

  const screens = Object.values(ROUTE_ACCESS_TABLE).flatMap((row) =>
    "probes" in row ? row.probes.filter((routeProbe) => routeProbe.method === "GET") : [],
  );
  for (const screen of screens) {
    const path = screen.path(ids);
    for (const caller of CALLERS) {
      const html = await collect(path, caller);
      if (html === null || !SIGNED_IN_AREAS.test(path) || caller === "anonymous") continue;
      await collect(path, caller, "es");
      // The screen's own links to itself with a query: its dialogs, tabs and filters, one of each kind.
      for (const state of statesLinkedFrom(path, html)) {
        await collect(state, caller);
        await collect(state, caller, "es");
      }
    }
  }
  expect(documents.length, "pages collected").toBeGreaterThan(100);

  const errors = await nuHtmlErrors(documents);
  test.info().annotations.push({ type: "pages checked", description: String(documents.length) });
  expect(errors, `${errors.length} errors in ${documents.length} pages`).toEqual([]);
});

/** Links on `html` to its own screen with a query string, one per set of parameter names. */
function statesLinkedFrom(path: string, html: string): string[] {
  const pathname = path.split("?")[0]!;
  const byKind = new Map<string, string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replaceAll("&amp;", "&");
    const url = new URL(href, `${origin}${path}`);
    if (url.origin !== origin || url.pathname !== pathname || url.search === "") continue;
    const kind = [...url.searchParams.keys()].sort().join("&");
    if (!byKind.has(kind)) byKind.set(kind, `${url.pathname}${url.search}`);
  }
  return [...byKind.values()];
}
