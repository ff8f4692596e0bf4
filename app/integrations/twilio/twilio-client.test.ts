import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio";
import { createTwilioMessage, listTwilioMessagesTo, TwilioApiError, type TwilioConfig } from "./twilio-client.server";
import { isValidTwilioSignature } from "./twilio-signature";

let twilio: FakeTwilio;
let config: TwilioConfig;
const callbacks: { url: string; params: URLSearchParams; signature: string | null }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    callbacks.push({
      url: `${receiverUrl}${req.url}`,
      params: new URLSearchParams(Buffer.concat(chunks).toString()),
      signature: (req.headers["x-twilio-signature"] as string | undefined) ?? null,
    });
    res.writeHead(204).end();
  });
});
let receiverUrl = "";

beforeAll(async () => {
  twilio = await startFakeTwilio();
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await twilio.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  config = {
    apiBase: twilio.url,
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: { number: twilio.fromNumber },
    timeoutMs: 2000,
  };
  callbacks.length = 0;
});

async function refusal(promise: Promise<unknown>): Promise<TwilioApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TwilioApiError);
  return error as TwilioApiError;
}

describe("the Twilio client against Twilio's API shapes", () => {
  it("creates a message that Twilio queues, counts its segments and reports its status to the callback, signed", async () => {
    const sent = await createTwilioMessage(config, {
      to: "+13055550123",
      body: "AW Air Conditioning: your visit is confirmed.",
      statusCallback: `${receiverUrl}/api/webhooks/twilio/status`,
    });
    expect(sent).toMatchObject({ to: "+13055550123", status: "queued", numSegments: 1, errorCode: null });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    await twilio.reportStatus(sent.sid, "delivered");
    expect(callbacks).toHaveLength(1);
    const [callback] = callbacks;
    expect(callback!.params.get("MessageStatus")).toBe("delivered");
    expect(
      isValidTwilioSignature({
        authToken: twilio.authToken,
        signature: callback!.signature,
        url: callback!.url,
        params: callback!.params,
      }),
    ).toBe(true);
  });

  it("answers 21211 for a number that is not E.164 and 21610 after the recipient replied STOP, until START", async () => {
    expect(await refusal(createTwilioMessage(config, { to: "305-555", body: "Hi" }))).toMatchObject({
      httpStatus: 400,
      code: 21211,
      outcomeUnknown: false,
    });
    await twilio.receive(`${receiverUrl}/api/webhooks/twilio/inbound`, "+13055550144", "Stop");
    expect(callbacks[0]!.params.get("OptOutType")).toBe("STOP");
    expect(await refusal(createTwilioMessage(config, { to: "+13055550144", body: "Hi" }))).toMatchObject({
      code: 21610,
    });
    await twilio.receive(`${receiverUrl}/api/webhooks/twilio/inbound`, "+13055550144", "START");
    await expect(createTwilioMessage(config, { to: "+13055550144", body: "Hi" })).resolves.toMatchObject({
      status: "queued",
    });
  });

  it("answers 20003 for a wrong auth token", async () => {
    expect(
      await refusal(createTwilioMessage({ ...config, authToken: "wrong" }, { to: "+13055550123", body: "Hi" })),
    ).toMatchObject({ httpStatus: 401, code: 20003, outcomeUnknown: false });
  });

  it("marks a 5xx and a lost answer as unknown outcomes, and the list finds the message the lost call sent", async () => {
    twilio.failNext(1, 503);
    expect(await refusal(createTwilioMessage(config, { to: "+13055550166", body: "First" }))).toMatchObject({
      httpStatus: 503,
      outcomeUnknown: true,
    });
    twilio.loseNextAnswer();
    expect(await refusal(createTwilioMessage(config, { to: "+13055550166", body: "Second" }))).toMatchObject({
      httpStatus: null,
      outcomeUnknown: true,
    });
    const found = await listTwilioMessagesTo(config, { to: "+13055550166", sentSince: new Date(Date.now() - 60_000) });
    expect(found.map((message) => message.body)).toEqual(["Second"]);
  });
});
