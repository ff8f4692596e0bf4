import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicOrigin } from "~/config/public-origin.server";
import { jobs, newsletterSubscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getNewsletterUnsubscribe } from "./get-newsletter-unsubscribe.server";
import { signUnsubscribeToken } from "./newsletter-unsubscribe-token.server";
import { subscribeToNewsletter } from "./subscribe-to-newsletter.server";
import { unsubscribeFromNewsletter } from "./unsubscribe-from-newsletter.server";

const { db } = useTestDatabase();

async function subscribe(email: string, locale: "en" | "es" = "en"): Promise<string> {
  await subscribeToNewsletter({ email, source: "footer", locale });
  const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row!.id;
}

async function emails(): Promise<string[]> {
  return (await db().select().from(newsletterSubscriptions)).map((row) => row.email).sort();
}

describe("the welcome mail of a new subscription", () => {
  it.each(["en", "es"] as const)(
    "links to the unsubscribe page of that row, in the subscriber's language, in its headers and body (%s)",
    async (locale) => {
      const id = await subscribe("ana@example.com", locale);
      const [job] = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
      const mail = job!.payload as { text: string; html: string; headers: Record<string, string> };
      const prefix = locale === "es" ? "/es" : "";
      const link = `${publicOrigin()}${prefix}/newsletter/unsubscribe/${signUnsubscribeToken(id)}`;
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    },
  );
});

describe("unsubscribing from the newsletter", () => {
  it("shows the address before anything changes, then removes exactly that row", async () => {
    const id = await subscribe("ana@example.com");
    await subscribe("luis@example.com");
    const token = signUnsubscribeToken(id);
    expect(await getNewsletterUnsubscribe({ token })).toEqual({ status: "subscribed", email: "ana@example.com" });
    expect(await emails()).toEqual(["ana@example.com", "luis@example.com"]);

    expect(await unsubscribeFromNewsletter({ token })).toEqual({ status: "unsubscribed", email: "ana@example.com" });
    expect(await emails()).toEqual(["luis@example.com"]);
  });

  it("says the subscription is already gone the second time, and when asked again", async () => {
    const token = signUnsubscribeToken(await subscribe("ana@example.com"));
    await unsubscribeFromNewsletter({ token });
    expect(await unsubscribeFromNewsletter({ token })).toEqual({ status: "already_gone" });
    expect(await getNewsletterUnsubscribe({ token })).toEqual({ status: "already_gone" });
  });

  it("does not take a later subscription of the same address off the list with the old link", async () => {
    const oldToken = signUnsubscribeToken(await subscribe("ana@example.com"));
    await unsubscribeFromNewsletter({ token: oldToken });
    await subscribe("ana@example.com");
    expect(await unsubscribeFromNewsletter({ token: oldToken })).toEqual({ status: "already_gone" });
    expect(await emails()).toEqual(["ana@example.com"]);
  });

  it("refuses an altered, foreign or missing token with NOT_FOUND and removes nothing", async () => {
    const id = await subscribe("ana@example.com");
    const [, signature] = signUnsubscribeToken(id).split(".");
    for (const token of [`${randomUUID()}.${signature}`, `${id}.${"A".repeat(43)}`, "not-a-token", undefined]) {
      const refused = await unsubscribeFromNewsletter({ token }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("NOT_FOUND");
      await expect(getNewsletterUnsubscribe({ token })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await emails()).toEqual(["ana@example.com"]);
  });
});
