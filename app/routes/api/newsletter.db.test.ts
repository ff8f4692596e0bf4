import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { jobs, newsletterSubscriptions } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { action, loader } from "./newsletter";

const { db } = useTestDatabase();

const ORIGIN = "http://localhost:3000";

function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/newsletter`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-aw-client-address": "198.51.100.1",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/newsletter`, {
    method: "POST",
    headers: { "x-aw-client-address": "198.51.100.2", ...headers },
    body: new URLSearchParams(fields),
  });
}

async function run(request: Request): Promise<Response> {
  return (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as Response;
}

async function json(response: Response) {
  return (await response.json()) as {
    status: string;
    toast: { title: string; description?: string; variant: string };
    fieldErrors?: Record<string, string>;
  };
}

afterEach(() => {
  delete process.env.RATE_LIMIT_FORM_MAX;
  resetEnvForTests();
});

describe("POST /api/newsletter", () => {
  it("subscribes a fetch caller and answers with the spec's success toast", async () => {
    const response = await run(postJson({ email: " Ana@Example.com ", name: "Ana", source: "footer" }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      status: "subscribed",
      toast: {
        title: "Successfully Subscribed!",
        description:
          "You're on our newsletter list. Our next newsletter will come to this address; there is nothing to confirm.",
        variant: "success",
      },
    });
    expect(await db().select().from(newsletterSubscriptions)).toEqual([
      expect.objectContaining({ email: "ana@example.com", name: "Ana" }),
    ]);
  });

  it("answers an address already on the list exactly as a new one, from both forms, so nobody learns it was there", async () => {
    const fresh = await run(postJson({ email: "ana@example.com", source: "footer" }));
    const freshBody = await json(fresh);
    const again = await run(postJson({ email: "ANA@example.com", source: "footer" }));
    expect(again.status).toBe(fresh.status);
    expect(await json(again)).toEqual(freshBody);
    const contactFresh = await json(await run(postJson({ email: "bea@example.com", source: "contact_page" })));
    const contactAgain = await json(await run(postJson({ email: "ana@EXAMPLE.com ", source: "contact_page" })));
    expect(contactAgain).toEqual(contactFresh);
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(2);
  });

  it("answers a missing e-mail with 400, the spec's toast and a field message", async () => {
    const footer = await run(postJson({ email: "   ", source: "footer" }));
    expect(footer.status).toBe(400);
    expect(await json(footer)).toEqual({
      status: "invalid",
      toast: { title: "Email Required", description: "Please enter your email address.", variant: "error" },
      fieldErrors: { email: "Please enter your email address." },
    });
    const contact = await json(await run(postJson({ source: "contact_page" })));
    expect(contact.toast).toEqual({
      title: "Email Required",
      description: "Please enter your email address",
      variant: "error",
    });
  });

  it("answers oversized fields with 400 and a field message, and an oversized body with 413, never 500", async () => {
    const longEmail = await run(postJson({ email: `${"a".repeat(300)}@example.com`, source: "footer" }));
    expect(longEmail.status).toBe(400);
    expect((await json(longEmail)).fieldErrors).toEqual({ email: "Please use at most 254 characters." });
    const longName = await run(postJson({ email: "ana@example.com", name: "n".repeat(500), source: "footer" }));
    expect(longName.status).toBe(400);
    expect((await json(longName)).fieldErrors).toEqual({ name: "Please use at most 100 characters." });
    const huge = await run(postJson({ email: "ana@example.com", source: "footer", padding: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect((await json(huge)).toast.title).toBe("Subscription Failed");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken = await run(postJson("{not json", {}));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[newsletter] a subscription body could not be read"));
    expect(broken.status).toBe(400);
    expect((await json(broken)).fieldErrors).toEqual({ email: "Please enter your email address." });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("answers a NUL byte in the name with 400 and a field message, storing nothing", async () => {
    const response = await run(postJson({ email: "ana@example.com", name: "Ana\u0000", source: "footer" }));
    expect(response.status).toBe(400);
    expect((await json(response)).fieldErrors).toEqual({ name: "Your name contains characters that are not allowed." });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("answers in Spanish for a Spanish page", async () => {
    const body = await json(await run(postJson({ email: "luis@example.com", source: "contact_page", locale: "es" })));
    expect(body.toast.title).toBe("¡Suscripción completada!");
    const [job] = await db().select().from(jobs);
    expect((job!.payload as { subject: string }).subject).toBe(
      "Bienvenido al boletín de AW Air Conditioning & Refrigeration",
    );
  });

  it("tells a bot that filled the hidden field it worked, and stores nothing", async () => {
    const response = await run(
      postJson({ email: "bot@example.com", source: "footer", company_website: "https://spam.example" }),
    );
    expect(response.status).toBe(200);
    expect((await json(response)).status).toBe("subscribed");
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0);
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("limits attempts per client address (RATE_LIMIT_FORM_MAX) with 429 and Retry-After", async () => {
    process.env.RATE_LIMIT_FORM_MAX = "2";
    resetEnvForTests();
    await run(postJson({ email: "one@example.com", source: "footer" }));
    await run(postJson({ email: "two@example.com", source: "footer" }));
    const limited = await run(postJson({ email: "three@example.com", source: "footer" }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(limited)).toast).toMatchObject({ title: "Subscription Failed", variant: "error" });
    const otherClient = await run(
      postJson({ email: "three@example.com", source: "footer" }, { "x-aw-client-address": "198.51.100.99" }),
    );
    expect(otherClient.status).toBe(200);
  });

  it("sends a plain form post back to its page with the toast", async () => {
    const response = await run(postForm({ email: "ana@example.com", source: "footer", redirectTo: "/es/contact?x=1" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es/contact?x=1");
    const cookie = decodeURIComponent(response.headers.get("Set-Cookie") ?? "");
    // The page's language comes from its address.
    expect(cookie).toContain('"title":"¡Suscripción completada!"');
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("never redirects a plain form post off the site", async () => {
    const offSite = await run(
      postForm(
        { email: "ana@example.com", source: "footer", redirectTo: "https://evil.example/" },
        { referer: "https://evil.example/page" },
      ),
    );
    expect(offSite.headers.get("Location")).toBe("/");
    const fromReferer = await run(
      postForm(
        { email: "bea@example.com", source: "footer", redirectTo: "//evil.example" },
        { referer: `${ORIGIN}/about?ref=1` },
      ),
    );
    expect(fromReferer.headers.get("Location")).toBe("/about?ref=1");
  });

  it("answers a database failure with the form's failure toast and logs it", async () => {
    await db().execute(sql.raw("alter table newsletter_subscriptions rename to newsletter_subscriptions_gone"));
    try {
      const response = await run(postJson({ email: "ana@example.com", source: "contact_page" }));
      expect(response.status).toBe(500);
      expect((await json(response)).toast).toEqual({
        title: "Subscription Failed",
        description: "Error subscribing to newsletter. Please try again.",
        variant: "error",
      });
      const logged = takeConsoleErrors();
      expect(logged).toHaveLength(1);
      // The form-action pipeline's line: the screen, the form and who posted (ADR 063).
      expect(String(logged[0]![0])).toContain("[newsletter] subscribe by a visitor failed");
    } finally {
      await db().execute(sql.raw("alter table newsletter_subscriptions_gone rename to newsletter_subscriptions"));
    }
  });

  it("refuses GET", async () => {
    expect(loader().status).toBe(405);
  });
});
