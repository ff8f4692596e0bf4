import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_JOB_LOCK_TIMEOUT_MS, DEFAULT_JOB_TIME_LIMIT_MS } from "~/jobs/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { MailRejectedError } from "./mail-transport";
import { createSmtpTransport, SMTP_TIMEOUTS_MS, smtpUrlWithoutTimeouts } from "./smtp-transport.server";

let server: SMTPServer;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the SMTP transport", () => {
  it("sends the message from MAIL_FROM to the recipient", async () => {
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: "AW <no-reply@awac.example>" });
    await transport.deliver({
      to: "ana@example.com",
      subject: "Reset your password",
      text: "Open the link",
      kind: "reset-password",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@awac.example", to: ["ana@example.com"] });
    expect(received[0]!.data).toContain("Subject: Reset your password");
  });

  it("sends a newsletter's List-Unsubscribe headers as given, and no others", async () => {
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: "AW <no-reply@awac.example>" });
    const link = `https://www.awac.example/es/newsletter/unsubscribe/6f1c1a52-0b5e-4d8e-9a43-0e1f2d3c4b5a.${"s".repeat(43)}`;
    const before = received.length;
    await transport.deliver({
      to: "ana@example.com",
      subject: "Bienvenido al boletín",
      text: "Hola",
      kind: "newsletter-welcome",
      headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const raw = received[before]!.data;
    // Long header lines may be folded (RFC 5322 §2.2.3); a reader unfolds them before reading the value.
    const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    const headerLines = head.split("\r\n");
    expect(headerLines).toContain(`List-Unsubscribe: <${link}>`);
    expect(headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(headerLines.filter((line) => /^List-Unsubscribe/i.test(line))).toHaveLength(2);
  });

  it("sends a visit's calendar file as the invitation part and as an .ics attachment", async () => {
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: "AW <no-reply@awac.example>" });
    const content = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nUID:visit-1@awac.example\r\nEND:VCALENDAR";
    const before = received.length;
    await transport.deliver({
      to: "ana@example.com",
      subject: "Your visit is booked",
      text: "See you then",
      kind: "booking-confirmed",
      calendar: { method: "REQUEST", content },
    });
    const raw = received[before]!.data.replace(/\r\n[ \t]+/g, " ");
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=visit\.ics/i);
    expect(raw.match(/METHOD:REQUEST/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("honours requireTLS=true in SMTP_URL: a server that offers no STARTTLS gets no message", async () => {
    const { port } = server.server.address() as AddressInfo;
    const before = received.length;
    const transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}?requireTLS=true`,
      from: "AW <no-reply@awac.example>",
    });
    await expect(
      transport.deliver({ to: "ana@example.com", subject: "Secret", text: "Only over TLS", kind: "reset-password" }),
    ).rejects.toThrow();
    expect(received).toHaveLength(before);
  });

  it("drops time-outs given in SMTP_URL, which would otherwise replace the ones that keep a delivery inside the job lock", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(smtpUrlWithoutTimeouts("smtp://u:p@mail.example:587?socketTimeout=600000&requireTLS=true")).toBe(
      "smtp://u:p@mail.example:587?requireTLS=true",
    );
    expect(String(warn.mock.calls[0]?.[0])).toContain("socketTimeout");
    expect(smtpUrlWithoutTimeouts("smtps://u:p@mail.example:465")).toBe("smtps://u:p@mail.example:465");
  });
});

describe("the SMTP transport against a failing server", () => {
  let fake: FakeSmtp;
  beforeAll(async () => {
    fake = await startFakeSmtp();
  });
  afterAll(async () => {
    await fake.close();
  });
  const message = {
    to: "ana@example.com",
    subject: "Your appointment",
    text: "See you at 9",
    kind: "appointment-status",
  };

  it("waits for each step well inside the worker's time limit, which itself ends before the job lock expires", () => {
    expect(Math.max(...Object.values(SMTP_TIMEOUTS_MS))).toBeLessThanOrEqual(DEFAULT_JOB_TIME_LIMIT_MS / 2);
    expect(DEFAULT_JOB_TIME_LIMIT_MS).toBeLessThanOrEqual(DEFAULT_JOB_LOCK_TIMEOUT_MS / 2);
  });

  // The test's own time limit, half the default greeting wait, fails it if the 200 ms given here were not used.
  it(
    "gives up on a server that accepts the connection but never greets, and hangs up",
    async () => {
      const stalled = fake.stallNextConnections(1);
      const transport = createSmtpTransport({
        url: fake.url,
        from: "no-reply@awac.example",
        timeoutsMs: { greeting: 200 },
      });
      await expect(transport.deliver(message)).rejects.toMatchObject({
        code: "ETIMEDOUT",
        message: expect.stringContaining("Greeting never received"),
      });
      await stalled;
      await vi.waitFor(() => expect(fake.openConnections()).toBe(0));
      expect(fake.messages).toHaveLength(0);
    },
    SMTP_TIMEOUTS_MS.greeting / 2,
  );

  it("closes the connection as soon as the job's signal aborts", async () => {
    const stalled = fake.stallNextConnections(1);
    const transport = createSmtpTransport({ url: fake.url, from: "no-reply@awac.example" });
    const controller = new AbortController();
    const delivery = transport.deliver(message, controller.signal);
    await stalled;
    expect(fake.openConnections()).toBe(1);
    controller.abort(new Error("the job's time limit"));
    await expect(delivery).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(fake.openConnections()).toBe(0));
    expect(fake.messages).toHaveLength(0);
  });

  it.each([
    ["a 550 for the recipient", () => fake.refuseNextRecipients(1, 550), "550 Mailbox unavailable"],
    ["a 553 for the recipient", () => fake.refuseNextRecipients(1, 553), "553 Mailbox unavailable"],
    ["a 554 for the message", () => fake.failNextDeliveries(1, 554), "554 Message refused"],
  ])("reports %s as a permanent refusal", async (_answer, refuse, reply) => {
    refuse();
    const error = await createSmtpTransport({ url: fake.url, from: "no-reply@awac.example" })
      .deliver(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailRejectedError);
    expect((error as Error).message).toMatch(/^The mail server refused the message: /);
    expect((error as Error).message).toContain(reply);
  });

  it.each([
    ["a 451 for the recipient", () => fake.refuseNextRecipients(1, 451)],
    ["a 451 for the message", () => fake.failNextDeliveries(1, 451)],
  ])("reports %s as a temporary failure", async (_answer, refuse) => {
    refuse();
    const error = await createSmtpTransport({ url: fake.url, from: "no-reply@awac.example" })
      .deliver(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ responseCode: 451 });
  });
});
