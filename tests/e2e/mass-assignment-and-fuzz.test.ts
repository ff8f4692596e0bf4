import type { Reply } from "./support/catalogue-client";
import { inBatches } from "./support/catalogue-client";
import { startCatalogueServer, type CatalogueServer } from "./support/catalogue-server";
import { DEMO_ADMIN } from "./support/demo-logins";
import { ENDPOINT_CATALOGUE, type Body, type Endpoint } from "./support/endpoint-catalogue";
import { expect, test } from "./support/fixtures";
import { FUZZ_MARKUP, FUZZ_SCRIPT, fuzzCases, type FuzzCase } from "./support/fuzz-corpus";
import { extrasThatStuck, snapshotStoredRows, withExtras } from "./support/mass-assignment";

/**
 * Every form and JSON endpoint of the catalogue (tests/e2e/support/endpoint-catalogue.ts), attacked on a server of
 * its own whose database the test reads back (issue 14, security part 2): who may post, extra fields an attacker adds
 * (mass assignment), and a fixed fuzz corpus. The answers must be below 500 and markup must come back as text.
 */

const CONCURRENCY = 6;

/** A location with the row ids taken out, so two posts that made different rows compare equal. */
function comparable(reply: Reply): string {
  const location =
    reply.location
      ?.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
      .replace(/([?&]report=)\d+/, "$1<n>") ?? "";
  return `${reply.status} ${location}`;
}

/** An HTML answer that holds the fuzz's markup as markup (not escaped) would let it run in a browser. */
function unescapedMarkup(reply: Reply): boolean {
  return (
    reply.contentType.includes("text/html") && (reply.text.includes(FUZZ_SCRIPT) || reply.text.includes(FUZZ_MARKUP))
  );
}

/** How adding the extra fields changed an entry's answer, as sentences; empty when they changed nothing. */
async function extrasChangeTheAnswer({ client, targets, victim }: CatalogueServer, entry: Endpoint): Promise<string[]> {
  const differences: string[] = [];
  const post = async (extras: (body: Body) => Body) =>
    client.post(entry, await entry.path(targets), extras(await entry.body(targets)));
  const plain = await post((body) => body);
  const extra = await post((body) => withExtras(body, entry.encoding, victim));
  if (plain.status >= 500 || extra.status >= 500)
    differences.push(`${entry.name}: answered ${plain.status} / ${extra.status}: ${extra.text.slice(0, 300)}`);
  if (comparable(plain) === comparable(extra)) return differences;
  // better-auth refuses its own fields that are not input (role, banned…) with 400 "role is not allowed to be set"
  // (ADR 044): such a refusal must name the field, and without those fields the answer must be the plain one.
  const named: string[] = [];
  for (const field of Object.keys(withExtras({}, entry.encoding, victim))) {
    const alone = await post((body) =>
      field in body ? body : { ...body, [field]: withExtras(body, entry.encoding, victim)[field] },
    );
    if (comparable(alone) === comparable(plain)) continue;
    if (alone.status === 400 && alone.text.includes(`${field} is not allowed to be set`)) named.push(field);
    else
      differences.push(
        `${entry.name}: the extra field ${field} alone answers ${comparable(alone)} instead of ${comparable(plain)}`,
      );
  }
  const rest = await post((body) =>
    Object.fromEntries(
      Object.entries(withExtras(body, entry.encoding, victim)).filter(([field]) => !named.includes(field)),
    ),
  );
  if (comparable(rest) !== comparable(plain))
    differences.push(
      `${entry.name}: ${comparable(plain)} without the extras, ${comparable(rest)} with those not refused by name`,
    );
  return differences;
}

test.describe("every form and JSON endpoint, attacked", () => {
  let server: CatalogueServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startCatalogueServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("A form for customers, staff or technicians refuses a visitor who is not signed in, and a staff or technician form refuses a customer", async () => {
    test.setTimeout(120_000);
    const { client, targets } = server;
    const guarded = ENDPOINT_CATALOGUE.filter((entry) => entry.who !== "anyone" && entry.module !== "better-auth");
    const attempts = guarded.flatMap((entry) => [
      { entry, as: "anyone" as const },
      ...(entry.who === "admin" || entry.who === "technician" ? [{ entry, as: "customer" as const }] : []),
    ]);
    const accepted = await inBatches(attempts, CONCURRENCY, async ({ entry, as }) => {
      const body = entry.makesTargets ? { intent: entry.intent } : await entry.body(targets);
      const reply = await client.post({ ...entry, who: as }, await entry.path(targets), body);
      const sentToSignIn =
        reply.status >= 300 &&
        reply.status < 400 &&
        /^\/(?:auth|admin)(?:\?|$)/.test(new URL(reply.location ?? "/", client.origin).pathname + "?");
      const refused = (reply.status >= 400 && reply.status < 500) || sentToSignIn;
      return refused ? [] : [`${entry.name} as ${as}: ${reply.status} ${reply.location ?? ""}`];
    });
    expect(accepted.flat()).toEqual([]);
  });

  test("Extra fields (role, user and customer ids, customer number, verification, amounts, status, id, dates) change neither the answer nor the stored rows", async () => {
    test.setTimeout(180_000);
    const { db, targets, victim } = server;
    const before = await snapshotStoredRows(db, targets, victim);
    // The entries side by side: each body makes its own fresh targets, found again by values no other post uses.
    const differences = (
      await inBatches(ENDPOINT_CATALOGUE, CONCURRENCY, (entry) => extrasChangeTheAnswer(server, entry))
    ).flat();
    expect(differences, "answers that differ with the extra fields").toEqual([]);
    expect(await extrasThatStuck(db, before, targets, victim), "extra fields that were stored").toEqual([]);
  });

  test("Every endpoint answers the fixed fuzz corpus below 500 and never echoes markup unescaped into a page", async () => {
    test.setTimeout(300_000);
    const { client, targets } = server;
    const work: { entry: Endpoint; path: string; fuzz: FuzzCase }[] = [];
    for (const entry of ENDPOINT_CATALOGUE) {
      const path = await entry.path(targets);
      const body = await entry.body(targets);
      for (const fuzz of fuzzCases(entry, body)) work.push({ entry, path, fuzz });
    }
    const failures = await inBatches(work, CONCURRENCY, async ({ entry, path, fuzz }) => {
      const reply = await client.post(entry, path, fuzz.body).catch((error: Error) => error);
      if (reply instanceof Error)
        return [
          `${entry.name}, ${fuzz.label}: no answer (${reply.message}: ${(reply.cause as Error | undefined)?.message ?? ""})`,
        ];
      if (reply.status >= 500 || reply.status < 200)
        return [`${entry.name}, ${fuzz.label}: ${reply.status} ${reply.text.slice(0, 300)}`];
      if (unescapedMarkup(reply)) return [`${entry.name}, ${fuzz.label}: the page holds the markup unescaped`];
      return [];
    });
    console.log(`[fuzz] ${work.length} posts to ${ENDPOINT_CATALOGUE.length} endpoints`);
    expect(failures.flat()).toEqual([]);
  });

  test("Markup typed into a contact message and a customer record shows as text in the back office", async ({
    page,
  }) => {
    const { client, targets } = server;
    const name = `Xss ${FUZZ_MARKUP}`;
    const contact = await client.post({ who: "anyone", encoding: "form" }, "/contact", {
      name,
      email: targets.email("xss"),
      message: FUZZ_SCRIPT,
    });
    expect(contact.status).toBe(302);
    const ran = () => page.evaluate(() => (window as unknown as { __fuzzRan?: number }).__fuzzRan ?? 0);

    await page.goto(`${client.origin}/admin`);
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${client.origin}/admin/leads?source=contact_form`);
    await expect(page.getByText(name).first()).toBeVisible();
    expect(await ran()).toBe(0);

    const edited = await client.post(
      { who: "admin", encoding: "form" },
      `/admin/customers/${targets.editableCustomerId}`,
      {
        intent: "edit",
        firstName: "Xss",
        lastName: FUZZ_MARKUP,
        addressLine1: "1 Fuzz St",
        city: "Miami",
        state: "FL",
        zipCode: "33101",
        notes: FUZZ_SCRIPT,
      },
    );
    expect(edited.status, edited.text.slice(0, 300)).toBe(302);
    await page.goto(`${client.origin}/admin/customers/${targets.editableCustomerId}`);
    await expect(page.getByText(FUZZ_SCRIPT).first()).toBeVisible();
    await expect(page.getByText(FUZZ_MARKUP).first()).toBeVisible();
    expect(await ran()).toBe(0);
  });

  test("The customer export writes a formula typed into a record as text", async () => {
    const { client, targets } = server;
    const formula = "=cmd|' /C calc'!A0";
    const added = await client.post({ who: "admin", encoding: "form" }, "/admin/customers/new", {
      firstName: formula,
      lastName: "+1+1",
      email: targets.email("formula"),
      addressLine1: "@SUM(1+1)",
      city: "-2+3",
      state: "FL",
      zipCode: "33101",
    });
    expect(added.status, added.text.slice(0, 300)).toBe(302);
    const exported = await fetch(new URL("/admin/customers/export.csv", client.origin), {
      headers: { cookie: client.cookies.admin },
    });
    expect(exported.status).toBe(200);
    const line = (await exported.text()).split("\r\n").find((row) => row.includes("cmd|"));
    expect(line).toBeDefined();
    expect(line).toContain(`'${formula}`);
    expect(line).toContain("'+1+1");
    expect(line).toContain("'@SUM(1+1)");
    expect(line).toContain("'-2+3");
  });
});
