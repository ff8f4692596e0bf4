import { describe, expect, it } from "vitest";
import { newDemoRef, readDemoCheckout, signDemoCheckout } from "./demo-checkout-token.server";

const session = {
  ref: newDemoRef(),
  userId: "user-1",
  customerId: "6f1c1a52-0b5e-4d8e-9a43-0e1f2d3c4b5a",
  planCode: "premium_care" as const,
  mode: "subscription" as const,
  amountCents: 14900,
  currency: "usd",
  successPath: "/subscription-success?session_id=cs_demo_x",
  cancelPath: "/api/billing/checkout?checkout=cancelled&returnTo=%2F",
};

describe("demo checkout tokens", () => {
  it("carry the session the server signed", () => {
    expect(readDemoCheckout(signDemoCheckout(session))).toMatchObject(session);
  });

  it("are refused when altered, truncated or expired", () => {
    const token = signDemoCheckout(session);
    const [body, signature] = token.split(".");
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), userId: "user-2" }),
    ).toString("base64url");
    expect(readDemoCheckout(`${altered}.${signature}`)).toBeNull();
    expect(readDemoCheckout(body!)).toBeNull();
    expect(readDemoCheckout(`${body}.${signature}.x`)).toBeNull();
    expect(readDemoCheckout("not-a-token")).toBeNull();
    const old = signDemoCheckout(session, Date.now() - 25 * 60 * 60 * 1000);
    expect(readDemoCheckout(old)).toBeNull();
  });
});
