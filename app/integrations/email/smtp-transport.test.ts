import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "./smtp-transport.server";

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
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
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
    await transport.deliver({ to: "ana@example.com", subject: "Reset your password", text: "Open the link", kind: "reset-password" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@awac.example", to: ["ana@example.com"] });
    expect(received[0]!.data).toContain("Subject: Reset your password");
  });
});
