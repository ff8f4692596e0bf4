/**
 * Authorization of every route module, called the way React Router calls it: each loader and action of the back
 * office refuses visitors and customers, each portal loader and action refuses visitors, the billing API answers 401
 * without a session, and a technician's login (issue 34) is refused by all of them; the technician's screens (issue 35)
 * refuse visitors, customers and admins. Every file under routes/admin (but the sign-in), routes/customer and routes/tech is covered
 * automatically, so a new screen there is tested the day it is added.
 */
import { describe, expect, it } from "vitest";
import { NO_STAFF_ACCESS, NO_TECHNICIAN_ACCESS, TECHNICIAN_ONLY } from "~/auth/require-user.server";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { cookieOf, postToAuthApi, TEST_ORIGIN, testHttp } from "../../tests/support/auth-test-requests";
import { createTechnicianUser } from "../../tests/support/team-test-support";
import { useTestDatabase } from "../../tests/support/test-database";

// The tests only read: each kind of account is made and signed in once (a password hash costs a tenth of a second).
useTestDatabase({ emptyBeforeEachTest: false });

type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };
type Guard = "admin" | "customer" | "customer-api" | "technician" | "public";
type Classification = { loader?: Guard; action?: Guard };

const routeModules = import.meta.glob<RouteModule>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./**/+types/**"], {
  eager: true,
});

/** Back-office screens other than the sign-in page. */
const isBackOffice = (file: string) => file.startsWith("./admin/") && file !== "./admin/login.tsx";
const isPortal = (file: string) => file.startsWith("./customer/");
/** The technician's screens (issue 35); the calendar feed is read by calendar apps: its secret is the permission. */
const isTechnicianScreen = (file: string) => file.startsWith("./tech/") && file !== "./tech/calendar-feed.ts";

/** Routes outside /admin and /customer that need a signed-in customer, and why the rest are public. */
const CLASSIFIED: Record<string, Classification> = {
  "./api/billing-checkout.ts": { loader: "public" /* the cancel return only shows a notice */, action: "customer-api" },
  "./api/billing-portal.ts": { action: "customer-api" },
  "./api/billing-status.ts": { loader: "customer-api" },
  // The offline queue's address: its action is the technician's visit action; a GET is 405 for everyone.
  "./tech/visit-send.ts": { loader: "public", action: "technician" },
};

function classify(file: string): Classification {
  if (CLASSIFIED[file]) return CLASSIFIED[file];
  if (isBackOffice(file)) return { loader: "admin", action: "admin" };
  if (isPortal(file)) return { loader: "customer", action: "customer" };
  if (isTechnicianScreen(file)) return { loader: "technician", action: "technician" };
  return CLASSIFIED[file] ?? { loader: "public", action: "public" };
}

function request(method: "GET" | "POST", path: string, cookie?: string): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, accept: "application/json" });
  if (cookie) headers.set("cookie", cookie);
  if (method === "POST") headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    ...(method === "POST" ? { body: "intent=anything" } : {}),
  });
}

/** What a loader or action answered, whether it returned or threw its Response. */
async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a refusal, got data: ${JSON.stringify(result).slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Each kind of signed-in account, made on first use and shared by the file's tests. */
function once(make: () => Promise<string>): () => Promise<string> {
  let made: Promise<string> | undefined;
  return () => (made ??= make());
}

const customerCookie = once(async () => {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: {
      firstName: "Cara",
      lastName: "Diaz",
      email: `cara.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
    },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
});

/** A signed-in admin (stored role), as the set-up link makes one. */
const adminCookie = once(async () => {
  const email = `olga.${Date.now()}@example.com`;
  const password = "Harbor-Light-2031";
  await createCredentialUser({ email, password, name: "Olga Owner", role: "admin", emailVerified: true });
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
});

/** A signed-in technician's login (role `technician`), as the Team screen gives one. */
const technicianCookie = once(async () => {
  const technician = await createTechnicianUser({ email: `tina.${Date.now()}@example.com` });
  const response = await postToAuthApi("/sign-in/email", { email: technician.email, password: technician.password });
  expect(response.status).toBe(200);
  return cookieOf(response);
});

/** Every loader and action that exists and is not public. */
const guardedExports = Object.entries(routeModules)
  .flatMap(([file, module]) =>
    (["loader", "action"] as const)
      .filter((name) => module[name])
      .map((name) => ({ file, name, guard: classify(file)[name] ?? "public" })),
  )
  .filter((entry) => entry.guard !== "public");

describe("route authorization", () => {
  it.each(guardedExports)("$file $name refuses a visitor without a session", async ({ file, name, guard }) => {
    const run = routeModules[file]![name]!;
    const response = await answerOf(() =>
      run({ request: request(name === "loader" ? "GET" : "POST", "/probe"), params: {}, context: {} }),
    );
    if (guard === "admin") {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin(\?|$)/);
    } else if (guard === "customer" || guard === "technician") {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    } else {
      expect(response.status).toBe(401);
    }
  });

  it.each(guardedExports.filter((entry) => entry.guard === "admin"))(
    "$file $name tells a signed-in customer that the account has no staff access (403, no redirect)",
    async ({ file, name }) => {
      const run = routeModules[file]![name]!;
      const cookie = await customerCookie();
      const response = await answerOf(() =>
        run({ request: request(name === "loader" ? "GET" : "POST", "/probe", cookie), params: {}, context: {} }),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toMatchObject({ code: NO_STAFF_ACCESS });
    },
  );

  it.each(guardedExports.filter((entry) => entry.guard === "technician"))(
    "$file $name tells a signed-in customer and an admin that the account is not a technician's (403, no redirect)",
    async ({ file, name }) => {
      const run = routeModules[file]![name]!;
      for (const cookie of [await customerCookie(), await adminCookie()]) {
        const response = await answerOf(() =>
          run({ request: request(name === "loader" ? "GET" : "POST", "/probe", cookie), params: {}, context: {} }),
        );
        expect(response.status).toBe(403);
        expect(response.headers.get("location")).toBeNull();
        expect(await response.json()).toMatchObject({ code: NO_TECHNICIAN_ACCESS });
      }
    },
  );

  it.each(guardedExports.filter((entry) => entry.guard !== "technician"))(
    "$file $name tells a signed-in technician that the account is a technician's (403, no redirect)",
    async ({ file, name }) => {
      const run = routeModules[file]![name]!;
      const cookie = await technicianCookie();
      const response = await answerOf(() =>
        run({ request: request(name === "loader" ? "GET" : "POST", "/probe", cookie), params: {}, context: {} }),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toMatchObject({ code: TECHNICIAN_ONLY });
    },
  );

  it("tells a signed-in technician at the staff sign-in that the account is a technician's", async () => {
    const login = routeModules["./admin/login.tsx"]!;
    const response = await answerOf(async () =>
      login.loader!({ request: request("GET", "/admin", await technicianCookie()), params: {}, context: {} }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: TECHNICIAN_ONLY });
  });

  it("shows the staff sign-in at /admin to a visitor but tells a signed-in customer the account has no staff access", async () => {
    const login = routeModules["./admin/login.tsx"]!;
    const visitor = await login.loader!({ request: request("GET", "/admin"), params: {}, context: {} });
    expect(visitor).not.toBeInstanceOf(Response);
    const cookie = await customerCookie();
    const response = await answerOf(() =>
      login.loader!({ request: request("GET", "/admin", cookie), params: {}, context: {} }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: NO_STAFF_ACCESS });
  });

  it("finds the back office and portal screens, and every billing API export it classifies", () => {
    const files = Object.keys(routeModules);
    expect(files.filter(isBackOffice).length).toBeGreaterThanOrEqual(4);
    expect(files.filter(isPortal).length).toBeGreaterThanOrEqual(3);
    expect(files.filter(isTechnicianScreen)).toEqual(
      expect.arrayContaining(["./tech/_layout.tsx", "./tech/day.tsx", "./tech/week.tsx", "./tech/visit.tsx"]),
    );
    // The Recent work photos page (upload, reorder, delete) is a back-office screen; its files are public (issue 17).
    expect(files.filter(isBackOffice)).toContain("./admin/settings-photos.tsx");
    // The Team screen (issue 34) is a back-office screen like the others.
    expect(files.filter(isBackOffice)).toContain("./admin/team.tsx");
    // So is the dispatch board (issue 35).
    expect(files.filter(isBackOffice)).toContain("./admin/schedule.tsx");
    // And the plan visits overview with its follow-up list (issue 37).
    expect(files.filter(isBackOffice)).toContain("./admin/plan-visits.tsx");
    // And the invoices with their price book (issue 38).
    expect(files.filter(isBackOffice)).toEqual(
      expect.arrayContaining(["./admin/invoices.tsx", "./admin/invoice-detail.tsx", "./admin/price-book.tsx"]),
    );
    // The invoices list has an action of its own: "Mark refunded" of a row of Payments to refund (ADR 084's refunds
    // addendum), refused to anyone but staff like the invoice's and the quote's pages, which gained refund forms.
    for (const file of ["./admin/invoices.tsx", "./admin/invoice-detail.tsx", "./admin/quote-detail.tsx"])
      expect(guardedExports).toContainEqual({ file, name: "action", guard: "admin" });
    // And the quotes (issue 38 item 4).
    expect(files.filter(isBackOffice)).toEqual(
      expect.arrayContaining(["./admin/quotes.tsx", "./admin/quote-new.tsx", "./admin/quote-detail.tsx"]),
    );
    // An invoice's PDF: staff download any (back office), a customer only their own (portal) (issue 38 item 5).
    expect(files.filter(isBackOffice)).toContain("./admin/invoice-pdf.ts");
    expect(classify("./admin/invoice-pdf.ts")).toEqual({ loader: "admin", action: "admin" });
    expect(files.filter(isPortal)).toContain("./customer/invoice-pdf.ts");
    expect(classify("./customer/invoice-pdf.ts")).toEqual({ loader: "customer", action: "customer" });
    // A quote's PDF (issue 38 item 4): staff, its customer; its link's holder by the token alone.
    expect(files.filter(isBackOffice)).toContain("./admin/quote-pdf.ts");
    expect(files.filter(isPortal)).toEqual(
      expect.arrayContaining(["./customer/quotes.tsx", "./customer/quote.tsx", "./customer/quote-pdf.ts"]),
    );
    expect(classify("./_site/quote-link.tsx")).toEqual({ loader: "public", action: "public" });
    expect(classify("./_site/quote-link-pdf.ts")).toEqual({ loader: "public", action: "public" });
    expect(classify("./media/work-photo.ts")).toEqual({ loader: "public", action: "public" });
    // The technician's calendar page is theirs alone; its feed is public to whoever holds the secret (issue 35).
    expect(classify("./tech/calendar.tsx")).toEqual({ loader: "technician", action: "technician" });
    expect(files).toContain("./tech/calendar-feed.ts");
    expect(classify("./tech/calendar-feed.ts")).toEqual({ loader: "public", action: "public" });
    // The newsletter's unsubscribe page: its signed link is the permission, for anyone who has it (issue 14).
    expect(files).toContain("./_site/newsletter-unsubscribe.tsx");
    expect(classify("./_site/newsletter-unsubscribe.tsx")).toEqual({ loader: "public", action: "public" });
    // A plan visit offer's window page: its link's token is the permission, for anyone who has it (issue 37).
    expect(files).toContain("./_site/plan-visit.tsx");
    expect(classify("./_site/plan-visit.tsx")).toEqual({ loader: "public", action: "public" });
    // A customer's "Choose a time" page for their own plan visit is a portal screen (issue 37 item 4).
    expect(files.filter(isPortal)).toContain("./customer/plan-visit.tsx");
    // The customer's invoices and one invoice, to pay online, are portal screens (issue 38 item 3).
    expect(files.filter(isPortal)).toEqual(
      expect.arrayContaining(["./customer/invoices.tsx", "./customer/invoice.tsx"]),
    );
    // An invoice e-mail's link and the keyless demo stand-in for Stripe's page: the token is the permission.
    for (const file of ["./_site/invoice-link.tsx", "./_site/demo-invoice-checkout.tsx"]) {
      expect(files).toContain(file);
      expect(classify(file)).toEqual({ loader: "public", action: "public" });
    }
    for (const [file, classification] of Object.entries(CLASSIFIED)) {
      expect(files).toContain(file);
      for (const name of ["loader", "action"] as const)
        expect(Boolean(routeModules[file]![name])).toBe(Boolean(classification[name]));
    }
  });
});
