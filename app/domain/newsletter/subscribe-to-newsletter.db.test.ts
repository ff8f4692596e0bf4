import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, newsletterSubscriptions } from "~/db/schema";
import { messagesFor } from "~/i18n/messages.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { newsletterToast } from "./newsletter-toast";
import { subscribeToNewsletter } from "./subscribe-to-newsletter.server";

const { db } = useTestDatabase();

async function welcomeMails() {
  const rows = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string; kind: string })
    .filter((mail) => mail.kind === "newsletter-welcome");
}

describe("subscribeToNewsletter", () => {
  it("stores the trimmed, lower-cased address with the footer's name and queues the welcome mail", async () => {
    const result = await subscribeToNewsletter({
      email: "  Ana.Gomez@Example.COM ",
      name: "  Ana  ",
      source: "footer",
      locale: "en",
    });
    expect(result).toEqual({ status: "subscribed" });
    const rows = await db().select().from(newsletterSubscriptions);
    expect(rows).toEqual([expect.objectContaining({ email: "ana.gomez@example.com", name: "Ana", source: "footer" })]);
    const [mail] = await welcomeMails();
    expect(mail).toMatchObject({
      to: "ana.gomez@example.com",
      subject: "Welcome to the AW Air Conditioning & Refrigeration newsletter",
    });
    expect(mail!.text).toContain("Hello Ana,");
  });

  it("writes the welcome mail in the language of the page the visitor used", async () => {
    await subscribeToNewsletter({ email: "luis@example.com", source: "contact_page", locale: "es" });
    const [mail] = await welcomeMails();
    expect(mail!.subject).toBe("Bienvenido al boletín de AW Air Conditioning & Refrigeration");
  });

  it("keeps a name only when something is left after trimming, and never from the contact page", async () => {
    await subscribeToNewsletter({ email: "blank@example.com", name: "   ", source: "footer", locale: "en" });
    await subscribeToNewsletter({ email: "contact@example.com", name: "Luis", source: "contact_page", locale: "en" });
    const rows = await db().select().from(newsletterSubscriptions);
    expect(rows.map((row) => [row.email, row.name])).toEqual(
      expect.arrayContaining([
        ["blank@example.com", null],
        ["contact@example.com", null],
      ]),
    );
  });

  it("answers already_subscribed for the same address in another case or with spaces, without a second mail", async () => {
    await subscribeToNewsletter({ email: "ana@example.com", source: "footer", locale: "en" });
    expect(await subscribeToNewsletter({ email: " ANA@Example.com  ", source: "footer", locale: "en" })).toEqual({
      status: "already_subscribed",
    });
    expect(await subscribeToNewsletter({ email: "Ana@EXAMPLE.com", source: "contact_page", locale: "es" })).toEqual({
      status: "already_subscribed",
    });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await welcomeMails()).toHaveLength(1);
  });

  it("makes one row and one welcome mail when the same address subscribes several times at once", async () => {
    const variants = [
      "zoe@example.com",
      "ZOE@example.com",
      " zoe@Example.com",
      "Zoe@example.COM ",
      "zoe@EXAMPLE.com",
      "zOe@example.com",
    ];
    const results = await Promise.all(
      variants.map((email, index) =>
        subscribeToNewsletter({ email, source: index % 2 ? "footer" : "contact_page", locale: "en" }),
      ),
    );
    expect(results.filter((result) => result.status === "subscribed")).toHaveLength(1);
    expect(results.filter((result) => result.status === "already_subscribed")).toHaveLength(variants.length - 1);
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await welcomeMails()).toHaveLength(1);
  });

  it.each([
    [{ email: "   " }, { email: "emailRequired" }],
    [{ email: "not-an-address" }, { email: "emailInvalid" }],
    [{ email: `${"a".repeat(250)}@example.com` }, { email: "emailTooLong" }],
    [{ email: "ana@example.com\r\nBcc: all@example.com" }, { email: "emailInvalid" }],
    [{ email: "ana@example.com", name: "n".repeat(101) }, { name: "nameTooLong" }],
  ])("refuses %j with BAD_INPUT and field error keys", async (change, fieldErrors) => {
    const error = await subscribeToNewsletter({ source: "footer", locale: "en", ...change } as never).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: "BAD_INPUT", fieldErrors });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0);
    expect(await welcomeMails()).toHaveLength(0);
  });
});

describe("the newsletter toasts", () => {
  const en = messagesFor("en").newsletter;

  it("match spec document 2 §8 for the footer form, except a success that is true of a new and a known address and of the mail really sent", () => {
    expect(newsletterToast("invalid", "footer", en, { email: "emailRequired" })).toEqual({
      title: "Email Required",
      description: "Please enter your email address.",
      variant: "error",
    });
    expect(newsletterToast("failed", "footer", en)).toEqual({
      title: "Subscription Failed",
      description: "Please try again or contact us directly.",
      variant: "error",
    });
    expect(newsletterToast("subscribed", "footer", en)).toEqual({
      title: "Successfully Subscribed!",
      description:
        "You're on our newsletter list. Our next newsletter will come to this address; there is nothing to confirm.",
      variant: "success",
    });
  });

  it("match spec document 2 §8 for the contact-page form", () => {
    expect(newsletterToast("invalid", "contact_page", en, { email: "emailRequired" })).toMatchObject({
      title: "Email Required",
      description: "Please enter your email address",
    });
    expect(newsletterToast("failed", "contact_page", en)).toEqual({
      title: "Subscription Failed",
      description: "Error subscribing to newsletter. Please try again.",
      variant: "error",
    });
    expect(newsletterToast("subscribed", "contact_page", en)).toMatchObject({
      title: "Successfully Subscribed!",
      variant: "success",
    });
  });
});
