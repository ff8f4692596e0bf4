import { mismatch, ROLES, type Role } from "./support/access-outcomes";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { cookieHeaderOf, probe, signInDemoAdminOverHttp, type ProbeAnswer, type SignedIn } from "./support/http-probe";
import { customerWithRows, portalViewOf, type CustomerWithRows } from "./support/portal-rows";
import { readRouteManifest, type ManifestRoute } from "./support/route-manifest";
import { ROUTE_ACCESS_TABLE, type RequestIds, type RouteProbe } from "./support/route-access-table";
import { securityHeaderProblems } from "./support/security-header-checks";
import { technicianWithLoginOverHttp } from "./support/technician-login";

/**
 * Every route of the manifest, over the real server, as a visitor, customer A, customer B, the admin (ADR 043) and a
 * technician (issue 34).
 * The complement of app/routes/route-guards.db.test.ts (which calls the modules directly): here each loader and
 * action answers through the whole server (cross-site guard, body limits, error statuses, security headers), with
 * the other customer's ids in addresses and bodies. API requests only: a browser adds nothing to these questions.
 */
const origin = E2E_BASE_URL;
const CROSS_SITE = "https://attacker.example";
const TOKEN_IN_ADDRESS =
  /^\/(?:es\/)?(?:reset-password|verify-email|demo-checkout\/|newsletter\/unsubscribe\/|booking\/|feedback\/)|^\/r\//;
let manifest: ManifestRoute[];
let admin: SignedIn;
let customerA: CustomerWithRows;
let customerB: CustomerWithRows;
let technician: SignedIn;
let mailMessageId: string;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  manifest = await readRouteManifest(origin);
  admin = await signInDemoAdminOverHttp(origin);
  customerA = await customerWithRows(origin, "matrix-a", admin.cookie);
  customerB = await customerWithRows(origin, "matrix-b", admin.cookie);
  technician = await technicianWithLoginOverHttp(origin, admin.cookie, "matrix-tech");
  const system = await probe(origin, "/admin/system", { cookie: admin.cookie });
  mailMessageId = /\/admin\/system\/mail\/([0-9a-f-]{36})"/.exec(system.text)?.[1] ?? "";
  expect(mailMessageId, "a message in the development mailbox (the sign-ups' verification mails)").not.toBe("");
});

function cookieOf(role: Role): string | undefined {
  return {
    anonymous: undefined,
    customerA: customerA.cookie,
    customerB: customerB.cookie,
    admin: admin.cookie,
    technician: technician.cookie,
  }[role];
}

/** Each customer asks with the other's ids; the visitor, the admin and the technician with B's. */
function idsFor(role: Role): RequestIds {
  return { other: role === "customerB" ? customerA : customerB, mailMessageId };
}

/** A second session of the role's user, for the probes that sign out (the role's main session stays valid). */
async function throwawaySession(role: Role): Promise<string | undefined> {
  const account = { anonymous: undefined, customerA, customerB, admin, technician }[role];
  if (!account) return undefined;
  const signedIn = await probe(origin, "/api/auth/sign-in/email", {
    json: { email: account.email, password: account.password },
    headers: { origin },
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  return cookieHeaderOf(signedIn.setCookies);
}

type Sent = { label: string; path: string; answer: ProbeAnswer; problem: string | null };

async function send(routeId: string, routeProbe: RouteProbe, role: Role, cookie = cookieOf(role)): Promise<Sent> {
  const ids = idsFor(role);
  const path = routeProbe.path(ids);
  const answer = await probe(origin, path, {
    method: routeProbe.method,
    cookie,
    // A same-site form post, as the app's own pages send it.
    headers:
      routeProbe.method === "POST"
        ? { origin, "sec-fetch-site": "same-origin", ...routeProbe.headers }
        : routeProbe.headers,
    form: routeProbe.form?.(ids),
  });
  const label = `${routeId}: ${routeProbe.method} ${path} as ${role}`;
  return { label, path, answer, problem: mismatch(routeProbe.expect[role], answer) };
}

/** Runs `jobs` a few at a time: the server is shared with another worker's tests. */
async function inBatches<T>(jobs: (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < jobs.length; start += size)
    results.push(...(await Promise.all(jobs.slice(start, start + size).map((job) => job()))));
  return results;
}

const probesOf = (routeId: string) => {
  const row = ROUTE_ACCESS_TABLE[routeId];
  return row && "probes" in row ? row.probes : [];
};

test.describe("Route access over HTTP", () => {
  test("The expectation table has a row for every route of the manifest, trying each loader with a GET and each action with a POST", () => {
    const manifestIds = manifest.map((route) => route.id).sort();
    expect(manifestIds.length).toBeGreaterThan(80);
    expect(
      Object.keys(ROUTE_ACCESS_TABLE).sort(),
      "rows of route-access-table.ts versus routes of the manifest",
    ).toEqual(manifestIds);
    for (const route of manifest) {
      const row = ROUTE_ACCESS_TABLE[route.id]!;
      if (route.isLayout) {
        expect("layout" in row, `${route.id} is a layout: its row says so`).toBe(true);
        continue;
      }
      expect("probes" in row, `${route.id} is requested by its own probes`).toBe(true);
      const methods = new Set(probesOf(route.id).map((routeProbe) => routeProbe.method));
      expect(methods.has("GET"), `${route.id}: every route is tried with a GET`).toBe(true);
      expect(methods.has("POST"), `${route.id} ${route.hasAction ? "has" : "has no"} action`).toBe(route.hasAction);
    }
  });

  test("Every route answers the visitor, customer A, customer B, the admin and a technician as the table says, with the security headers on every answer", async () => {
    const viewsBefore = [await portalViewOf(origin, customerA), await portalViewOf(origin, customerB)];
    const entries = Object.keys(ROUTE_ACCESS_TABLE).flatMap((routeId) =>
      probesOf(routeId).map((routeProbe) => ({ routeId, routeProbe })),
    );
    const jobs = entries
      .filter(({ routeProbe }) => !routeProbe.endsSession)
      .flatMap(({ routeId, routeProbe }) => ROLES.map((role) => () => send(routeId, routeProbe, role)));
    const sent = await inBatches(jobs);
    // Nothing the five callers sent (the other's ids included) changed either customer's rows.
    expect([await portalViewOf(origin, customerA), await portalViewOf(origin, customerB)]).toEqual(viewsBefore);
    const signOuts = entries.filter(({ routeProbe }) => routeProbe.endsSession);
    for (const { routeId, routeProbe } of signOuts)
      for (const role of ROLES) sent.push(await send(routeId, routeProbe, role, await throwawaySession(role)));

    expect(sent.length).toBeGreaterThan(500);
    expect(
      sent.filter((one) => one.problem).map((one) => `${one.label}: ${one.problem}`),
      "answers that differ from the table",
    ).toEqual([]);
    const headerProblems = sent.flatMap((one) =>
      securityHeaderProblems(one.answer, { https: false }).map((problem) => `${one.label}: ${problem}`),
    );
    expect(headerProblems, "security headers").toEqual([]);
    // Pages whose address carries a token never pass it on as a Referer (ADR 026).
    const tokenPages = sent.filter((one) => TOKEN_IN_ADDRESS.test(one.path));
    expect(tokenPages.length).toBeGreaterThan(20);
    expect(
      tokenPages.filter((one) => one.answer.headers.get("referrer-policy") !== "no-referrer").map((one) => one.label),
    ).toEqual([]);
    expect(
      sent.filter((one) => one.answer.status >= 500).map((one) => one.label),
      "no 5xx",
    ).toEqual([]);
  });

  test("Another site's POST to every action is refused before it runs, and only the signed webhooks and the one-click unsubscribe pass", async () => {
    const actions = Object.keys(ROUTE_ACCESS_TABLE).flatMap((routeId) =>
      probesOf(routeId)
        .filter((routeProbe) => routeProbe.method === "POST")
        .map((routeProbe) => ({
          routeId,
          path: routeProbe.path(idsFor("customerA")),
          form: routeProbe.form?.(idsFor("customerA")),
        })),
    );
    // Both ways a browser marks another site's request: its Origin, or (an Origin-less one) Sec-Fetch-Site.
    const attempts = actions.flatMap(({ routeId, path, form }) =>
      (
        [{ origin: CROSS_SITE }, { "sec-fetch-site": "cross-site" }, { origin: "null" }] as Record<string, string>[]
      ).map((headers) => ({ routeId, path, form, headers })),
    );
    const exempt = (path: string) => /^\/(?:es\/)?newsletter\/unsubscribe\//.test(path);
    const answers = await inBatches(
      attempts.map((attempt) => async () => ({
        ...attempt,
        answer: await probe(origin, attempt.path, {
          cookie: customerA.cookie,
          form: attempt.form,
          headers: attempt.headers,
        }),
      })),
    );
    const wrong = answers.filter(({ path, answer }) => {
      const refused = answer.status === 403 && answer.text === "Cross-site request refused";
      return exempt(path) ? refused : !refused;
    });
    expect(
      wrong.map(
        ({ routeId, path, headers, answer }) =>
          `${routeId} POST ${path} ${JSON.stringify(headers)}: ${answer.status} ${answer.text.slice(0, 80)}`,
      ),
    ).toEqual([]);
    expect(answers.filter(({ path }) => exempt(path)).length, "the unsubscribe pages are among the actions").toBe(6);

    // The documented exemptions (server/cross-site-guard.ts): each verifies its own permission instead.
    const webhook = await probe(origin, "/api/webhooks/stripe", {
      json: { type: "checkout.session.completed" },
      headers: { origin: "https://stripe.example", "sec-fetch-site": "cross-site" },
    });
    expect(webhook.text).not.toBe("Cross-site request refused");
    // The suite runs without Stripe keys: the webhook itself answers 503 (with keys, 400 for a missing signature).
    expect(webhook.status, webhook.text).toBe(503);
    // Twilio's two webhooks (issue 36) verify X-Twilio-Signature; the suite runs without Twilio, where they do not exist.
    // A session counts for nothing there: every role gets the same answer.
    for (const path of ["/api/webhooks/twilio/status", "/api/webhooks/twilio/inbound"]) {
      for (const role of ROLES) {
        const twilio = await probe(origin, path, {
          cookie: cookieOf(role),
          form: { MessageSid: `SM${"0".repeat(32)}`, From: "+13055550142", Body: "STOP" },
          headers: { origin: "https://twilio.example", "sec-fetch-site": "cross-site" },
        });
        expect([path, role, twilio.status, twilio.text]).toEqual([path, role, 404, "Not found"]);
      }
    }
    // better-auth's endpoints are not in the manifest, and are guarded all the same.
    const signIn = await probe(origin, "/api/auth/sign-in/email", {
      json: { email: customerA.email, password: customerA.password },
      headers: { origin: CROSS_SITE },
    });
    expect([signIn.status, signIn.text]).toEqual([403, "Cross-site request refused"]);
  });
});
