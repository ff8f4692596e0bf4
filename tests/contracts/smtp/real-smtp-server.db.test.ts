import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { jobs, mailMessages } from "~/db/schema";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { EMAIL_SEND_JOB } from "~/integrations/email/queue-email.server";
import { createSendEmailHandler } from "~/integrations/email/send-email-job.server";
import { createJobWorker } from "~/jobs/worker.server";
import { waitFor } from "../../support/job-test-support";
import { useTestDatabase } from "../../support/test-database";
import { headerParameter, parseMimeMessage } from "./raw-mime-message";

/**
 * One mail through a real SMTP server: Debian's python3-aiosmtpd on 127.0.0.1 (CI installs it, .ci/run), reached
 * through SMTP_URL by the app's own queue, job and transport; the raw message it received is then read with a
 * MIME reader of our own (ADR 047).
 */
const AIOSMTPD = ["/usr/bin/aiosmtpd", "/usr/local/bin/aiosmtpd"].find((candidate) => existsSync(candidate));
const HERE = path.dirname(fileURLToPath(import.meta.url));

const { db } = useTestDatabase();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

let server: ChildProcess | undefined;
let inbox = "";
let serverOutput = "";
const savedEnv = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };

beforeAll(async () => {
  if (!AIOSMTPD) return;
  inbox = mkdtempSync(path.join(os.tmpdir(), "aw-smtp-inbox-"));
  const port = await freePort();
  server = spawn(AIOSMTPD, ["-n", "-l", `127.0.0.1:${port}`, "-c", "raw_message_writer.RawMessageWriter", inbox], {
    env: { ...process.env, PYTHONPATH: HERE },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  await waitFor(() => accepts(port), 20_000, 100).catch((error: unknown) => {
    throw new Error(`aiosmtpd did not start on port ${port}: ${serverOutput}`, { cause: error });
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "AW Air Conditioning <no-reply@awac.example>";
  resetEnvForTests();
});

afterAll(async () => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (inbox) rmSync(inbox, { recursive: true, force: true });
});

function receivedMessages(): string[] {
  return readdirSync(inbox).filter((name) => name.endsWith(".eml"));
}

const describeWithServer = AIOSMTPD ? describe : describe.skip;
const reason = AIOSMTPD ? "" : " (skipped: no aiosmtpd binary; install Debian's python3-aiosmtpd, as .ci/run does)";

describeWithServer(`mail through a real SMTP server${reason}`, () => {
  it("the Spanish newsletter welcome arrives with encoded UTF-8 headers, both parts in UTF-8, accents intact and List-Unsubscribe", async () => {
    await subscribeToNewsletter({
      email: "jose.nunez@example.com",
      name: "José Núñez",
      source: "footer",
      locale: "es",
    });
    const [job] = await db().select().from(jobs).where(eq(jobs.type, EMAIL_SEND_JOB));
    const queued = job!.payload as { subject: string; text: string; html: string; headers: Record<string, string> };

    const worker = createJobWorker({
      handlers: { [EMAIL_SEND_JOB]: createSendEmailHandler() },
      database: async () => db(),
    });
    expect(await worker.runOnce()).toBe("completed");
    expect(await db().select({ transport: mailMessages.transport }).from(mailMessages)).toEqual([
      { transport: "smtp" },
    ]);
    await waitFor(async () => receivedMessages().length > 0, 10_000, 50);
    expect(receivedMessages()).toHaveLength(1);
    const raw = readFileSync(path.join(inbox, receivedMessages()[0]!));
    const message = parseMimeMessage(raw);

    // Headers: addresses, an RFC 2047 encoded UTF-8 subject (7-bit on the wire), date, id, MIME version.
    expect(message.headers.get("from")).toBe("AW Air Conditioning <no-reply@awac.example>");
    expect(message.headers.get("to")).toBe("jose.nunez@example.com");
    expect(message.rawHeaders.get("subject")).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(message.headers.get("subject")).toBe("Bienvenido al boletín de AW Air Conditioning & Refrigeration");
    expect(message.headers.get("subject")).toBe(queued.subject);
    const sentAt = Date.parse(message.headers.get("date")!);
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(10 * 60_000);
    expect(message.headers.get("message-id")).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(message.headers.get("mime-version")).toBe("1.0");
    expect([...raw].every((byte) => byte < 0x80)).toBe(true); // no 8-bit bytes: every non-ASCII character is encoded

    // The newsletter's one-click unsubscribe headers (RFC 2369, RFC 8058), as queued.
    expect(message.headers.get("list-unsubscribe")).toBe(queued.headers["List-Unsubscribe"]);
    expect(message.headers.get("list-unsubscribe")).toMatch(/^<https?:\/\/[^>]+\/es\/newsletter\/unsubscribe\/[^>]+>$/);
    expect(message.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // multipart/alternative: the text part first, then the HTML, each declared and decoded as UTF-8.
    expect(message.headers.get("content-type")).toMatch(/^multipart\/alternative;/);
    expect(headerParameter(message.headers.get("content-type"), "boundary")).toBeTruthy();
    expect(message.parts.map((part) => part.headers.get("content-type")!.split(";")[0])).toEqual([
      "text/plain",
      "text/html",
    ]);
    for (const part of message.parts)
      expect(headerParameter(part.headers.get("content-type"), "charset")?.toLowerCase()).toBe("utf-8");
    const [textPart, htmlPart] = message.parts.map((part) => part.body.toString("utf8"));
    expect(textPart!.replace(/\r\n/g, "\n").trimEnd()).toBe(queued.text.trimEnd());
    expect(htmlPart!.replace(/\r\n/g, "\n").trimEnd()).toBe(queued.html.replace(/\r\n/g, "\n").trimEnd());

    // Spanish intact in both parts: the name's é, ú, ñ and the copy's á, í, ó.
    for (const body of [textPart!, htmlPart!]) {
      for (const word of ["José Núñez", "boletín", "Recibirá", "energía", "suscripción"]) expect(body).toContain(word);
    }
    expect(textPart).toContain("Hola, José Núñez:");
  });
});
