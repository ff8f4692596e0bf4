import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { leads } from "~/db/schema";
import type { LeadFormReply } from "~/http/lead-form-reply";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { action as contactAction } from "./contact";
import { action as homeAction } from "./home";

const { db } = useTestDatabase();

const ORIGIN = "http://localhost:3000";
const ESTIMATE = {
  name: "Ana Pérez",
  address: "12 Palm Ave",
  zipCode: "33101",
  phone: "(305) 555-0188",
  email: "",
  note: "",
};
const CONTACT = { name: "Luis Gómez", email: "luis@example.com", phone: "", message: "Can you come Friday?" };

type Fields = Record<string, string>;

function post(path: string, fields: Fields, options: { scripted?: boolean; ip?: string; body?: string } = {}): Request {
  const body =
    options.body ??
    new URLSearchParams({ ...fields, ...(options.scripted === false ? {} : { _scripted: "1" }) }).toString();
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-aw-client-address": options.ip ?? "198.51.100.7",
    },
    body,
  });
}

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

/** The action's answer as status and LeadFormReply (data()) or as a redirect Response. */
async function estimate(fields: Fields, options?: Parameters<typeof post>[2], path = "/?index") {
  return unwrap(await homeAction(args(post(path, fields, options))));
}
async function contact(fields: Fields, options?: Parameters<typeof post>[2], path = "/contact") {
  return unwrap(await contactAction(args(post(path, fields, options))));
}

function unwrap(result: unknown): { status: number; reply?: LeadFormReply; headers: Headers } {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const wrapped = result as { data: LeadFormReply; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, reply: wrapped.data, headers: new Headers(wrapped.init?.headers) };
}

afterEach(() => {
  delete process.env.RATE_LIMIT_FORM_MAX;
  resetEnvForTests();
});

describe("the estimate form's action (POST /?index)", () => {
  it("saves the lead and answers a fetcher with the spec's success toast (5 s)", async () => {
    const { status, reply } = await estimate(ESTIMATE);
    expect(status).toBe(200);
    expect(reply).toMatchObject({
      status: "sent",
      toast: {
        title: "Estimate Request Submitted!",
        description: "We'll contact you within 24 hours to schedule your free estimate",
        variant: "success",
        durationMs: 5000,
      },
    });
    expect(await db().select().from(leads)).toEqual([
      expect.objectContaining({ name: "Ana Pérez", phone: "(305) 555-0188", email: null, source: "website_form" }),
    ]);
  });

  it("redirects a plain form post to the form's confirmation, asked for by a one-minute cookie that names only the form", async () => {
    const { status, headers } = await estimate(ESTIMATE, { scripted: false });
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/#estimate-sent");
    expect(headers.get("Set-Cookie")).toMatch(/^flash_sent=estimate; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60/);
    expect(headers.get("Set-Cookie")).not.toContain("Ana");
    const spanish = await estimate(ESTIMATE, { scripted: false }, "/es");
    expect(spanish.headers.get("Location")).toBe("/es#estimate-sent");
  });

  it("saves a request posted twice with one submission token once, and answers the repeat as it answered the first", async () => {
    const fields = { ...ESTIMATE, submission_token: "0123456789abcdef0123456789abcdef" };
    const first = await estimate(fields);
    const repeat = await estimate(fields);
    expect(repeat).toEqual(first);
    const plainRepeat = await estimate(fields, { scripted: false });
    expect(plainRepeat.headers.get("Location")).toBe("/#estimate-sent");
    expect(await db().select().from(leads)).toHaveLength(1);
    await estimate({ ...fields, submission_token: "fedcba9876543210fedcba9876543210" });
    expect(await db().select().from(leads)).toHaveLength(2);
  });

  it("answers an empty form with 400, the spec's field messages and a 3 s 'Name Required' toast, storing nothing", async () => {
    const { status, reply } = await estimate(
      { name: " ", address: "", zipCode: "", phone: "", email: "", note: "" },
      { scripted: false },
    );
    expect(status).toBe(400);
    expect(reply!.fieldErrors).toEqual({
      name: "Please enter your name",
      address: "Please enter your address",
      zipCode: "Please enter your zip code",
      phone: "Please enter your phone number",
    });
    expect(reply!.toast).toEqual({
      title: "Name Required",
      description: "Please enter your name",
      variant: "error",
      durationMs: 3000,
    });
    expect(reply!.values).toEqual({ name: " ", address: "", zipCode: "", phone: "", email: "", note: "" });
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("answers a bad zip code and oversized fields with 400 and field messages, in the page's language", async () => {
    const zip = await estimate({ ...ESTIMATE, zipCode: "331" });
    expect(zip.status).toBe(400);
    expect(zip.reply!.fieldErrors).toEqual({ zipCode: "Please enter a 5-digit zip code, like 33101 or 33101-1234" });
    const long = await estimate({ ...ESTIMATE, name: "n".repeat(5_000), note: "x".repeat(9_000) });
    expect(long.status).toBe(400);
    expect(long.reply!.fieldErrors).toEqual({
      name: "Please use at most 100 characters",
      note: "Please use at most 2,000 characters",
    });
    const spanish = await estimate({ ...ESTIMATE, zipCode: "" }, {}, "/es");
    expect(spanish.reply!.toast).toMatchObject({
      title: "Falta el código postal",
      description: "Por favor, escriba su código postal",
    });
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("asks for a phone number in the appointment form's words and checks an e-mail given, in both languages", async () => {
    const noPhone = await estimate({ ...ESTIMATE, phone: " " });
    expect(noPhone.status).toBe(400);
    expect(noPhone.reply!.toast).toMatchObject({
      title: "Phone Required",
      description: "Please enter your phone number",
    });
    const spanish = await estimate({ ...ESTIMATE, phone: "" }, {}, "/es");
    expect(spanish.reply!.toast).toMatchObject({
      title: "Teléfono obligatorio",
      description: "Por favor, introduzca su número de teléfono",
    });
    const badEmail = await estimate({ ...ESTIMATE, phone: "call me", email: "ana@" });
    expect(badEmail.reply!.fieldErrors).toEqual({
      phone: "Please enter a valid phone number, like (305) 555-0123",
      email: "Please enter a valid email address",
    });
    const spanishEmail = await estimate({ ...ESTIMATE, email: "ana@" }, {}, "/es");
    expect(spanishEmail.reply!.fieldErrors).toEqual({ email: "Escriba un correo electrónico válido" });
    expect(await db().select().from(leads)).toHaveLength(0);

    expect((await estimate({ ...ESTIMATE, email: "Ana@Example.com" })).status).toBe(200);
    expect(await db().select().from(leads)).toEqual([
      expect.objectContaining({ phone: "(305) 555-0188", email: "ana@example.com" }),
    ]);
  });

  it("answers a NUL byte or another control character with 400 and a message naming the field, storing nothing", async () => {
    const nul = await estimate({ ...ESTIMATE, name: "Ana\u0000Pérez" });
    expect(nul.status).toBe(400);
    expect(nul.reply!.fieldErrors).toEqual({ name: "Your name contains characters that are not allowed" });
    expect(nul.reply!.toast).toMatchObject({
      title: "Name Not Accepted",
      description: "Your name contains characters that are not allowed",
    });
    const controls = await estimate(
      { ...ESTIMATE, address: "12 Palm\u2028Ave", note: "call\u001b[31m first" },
      {},
      "/es",
    );
    expect(controls.status).toBe(400);
    expect(controls.reply!.fieldErrors).toEqual({
      address: "Su dirección contiene caracteres que no están permitidos",
      note: "Su nota contiene caracteres que no están permitidos",
    });
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("keeps the line breaks and tabs of a note", async () => {
    expect((await estimate({ ...ESTIMATE, note: "Side gate\r\nCode:\t1234" })).status).toBe(200);
    expect(await db().select({ notes: leads.notes }).from(leads)).toEqual([{ notes: "Side gate\r\nCode:\t1234" }]);
  });

  it("answers a body over the limit with 413 and unparseable input with 400, never 500", async () => {
    const huge = await estimate({ ...ESTIMATE, note: "x".repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(huge.reply!.toast.title).toBe("Submission Failed");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const garbage = unwrap(
      await homeAction(
        args(
          new Request(`${ORIGIN}/?index`, {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=x" },
            body: "not multipart",
          }),
        ),
      ),
    );
    expect(garbage.status).toBe(400);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[estimate-form] a posted body could not be read"));
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("tells a bot that filled the hidden field it worked, and stores nothing", async () => {
    const { status, reply } = await estimate({ ...ESTIMATE, company_website: "https://spam.example" });
    expect(status).toBe(200);
    expect(reply!.status).toBe("sent");
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("limits posts per client address (RATE_LIMIT_FORM_MAX) with 429 and Retry-After, other addresses unaffected", async () => {
    process.env.RATE_LIMIT_FORM_MAX = "2";
    resetEnvForTests();
    await estimate(ESTIMATE);
    await estimate(ESTIMATE);
    const limited = await estimate(ESTIMATE);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.reply!.toast).toMatchObject({ title: "Submission Failed", variant: "error" });
    expect((await estimate(ESTIMATE, { ip: "198.51.100.99" })).status).toBe(200);
    expect(await db().select().from(leads)).toHaveLength(3);
  });

  it("answers a database failure with 'Submission Failed', the spec's error and the phone from the settings (8 s), and logs it", async () => {
    await db().execute(sql.raw("alter table leads rename to leads_gone"));
    try {
      const { status, reply } = await estimate(ESTIMATE, { scripted: false });
      expect(status).toBe(500);
      expect(reply!.toast).toEqual({
        title: "Submission Failed",
        description: "Failed to save your request. Please try again.\nTry again, or call us at (305) 555-0142.",
        variant: "error",
        durationMs: 8000,
      });
      expect(reply!.values).toMatchObject({ name: "Ana Pérez", zipCode: "33101" });
      const logged = takeConsoleErrors();
      // The form-action pipeline's line: the screen, the form and who posted (ADR 063).
      expect(String(logged[0]![0])).toContain("[estimate-form] send by a visitor failed");
    } finally {
      await db().execute(sql.raw("alter table leads_gone rename to leads"));
    }
  });
});

describe("the contact form's action (POST /contact)", () => {
  it("saves a contact_form lead and answers with 'Message Sent!'", async () => {
    const { status, reply } = await contact(CONTACT);
    expect(status).toBe(200);
    expect(reply!.toast).toMatchObject({
      title: "Message Sent!",
      description: "Thank you for your message! We'll get back to you within 2 hours.",
      variant: "success",
    });
    expect(await db().select().from(leads)).toEqual([
      expect.objectContaining({ source: "contact_form", phone: null, notes: "Can you come Friday?", zipCode: "00000" }),
    ]);
  });

  it("answers a missing required field with 400, 'Missing Information' and field messages", async () => {
    const { status, reply } = await contact({ ...CONTACT, email: " ", message: "" }, { scripted: false });
    expect(status).toBe(400);
    expect(reply!.toast).toEqual({
      title: "Missing Information",
      description: "Please fill in all required fields",
      variant: "error",
      durationMs: 3000,
    });
    expect(reply!.fieldErrors).toEqual({
      email: "Please enter your email address",
      message: "Please enter your message",
    });
  });

  it("answers a bad e-mail or phone and an oversized message with 400 and field messages", async () => {
    const bad = await contact({ ...CONTACT, email: "not-an-address", phone: "call me", message: "m".repeat(6_000) });
    expect(bad.status).toBe(400);
    expect(bad.reply!.fieldErrors).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number, like (305) 555-0123",
      message: "Please use at most 5,000 characters",
    });
  });

  it("answers a NUL byte in the name or message with 400 and field messages, storing nothing", async () => {
    const { status, reply } = await contact({ ...CONTACT, name: "Luis\u0000", message: "Hi\u0000there" });
    expect(status).toBe(400);
    expect(reply!.fieldErrors).toEqual({
      name: "Your name contains characters that are not allowed",
      message: "Your message contains characters that are not allowed",
    });
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("answers a broken multipart body with 400, never 500", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken = unwrap(
      await contactAction(
        args(
          new Request(`${ORIGIN}/contact`, {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=x" },
            body: "--x\r\nbroken",
          }),
        ),
      ),
    );
    expect(broken.status).toBe(400);
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("redirects a plain post back to the contact page in its language", async () => {
    const { status, headers } = await contact(CONTACT, { scripted: false }, "/es/contact");
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/es/contact#contact-sent");
    expect(headers.get("Set-Cookie")).toMatch(/^flash_sent=contact;/);
  });

  it("answers a database failure with the spec's message and the phone from the settings", async () => {
    await db().execute(sql.raw("alter table leads rename to leads_gone"));
    try {
      const { status, reply } = await contact(CONTACT);
      expect(status).toBe(500);
      expect(reply!.toast).toMatchObject({
        title: "Submission Failed",
        description: "Error sending message. Please try again or call us directly at (305) 555-0142.",
      });
      expect(takeConsoleErrors()).toHaveLength(1);
    } finally {
      await db().execute(sql.raw("alter table leads_gone rename to leads"));
    }
  });
});
