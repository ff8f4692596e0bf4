import { createHmac, randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "~/db/auth-secret.server";
import { env, resetEnvForTests } from "~/config/env.server";
import {
  newsletterUnsubscribeUrl,
  readUnsubscribeToken,
  signUnsubscribeToken,
} from "./newsletter-unsubscribe-token.server";

const id = randomUUID();

function withEnv(values: Record<string, string>, run: () => void) {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  resetEnvForTests();
  try {
    run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  }
}

afterEach(() => resetEnvForTests());

describe("newsletter unsubscribe tokens", () => {
  it("name the subscription row they were signed for", () => {
    expect(readUnsubscribeToken(signUnsubscribeToken(id))).toBe(id);
    expect(signUnsubscribeToken(id)).toBe(signUnsubscribeToken(id));
    expect(readUnsubscribeToken(signUnsubscribeToken(randomUUID()))).not.toBe(id);
  });

  it("are refused when the row id or the signature was altered", () => {
    const [tokenId, signature] = signUnsubscribeToken(id).split(".") as [string, string];
    const otherId = `${tokenId.slice(0, -1)}${tokenId.endsWith("0") ? "1" : "0"}`;
    expect(readUnsubscribeToken(`${otherId}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`;
    expect(readUnsubscribeToken(`${tokenId}.${flipped}`)).toBeNull();
    expect(readUnsubscribeToken(`${tokenId}.${signature.slice(0, -2)}`)).toBeNull();
    expect(readUnsubscribeToken(`${tokenId.toUpperCase()}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${tokenId}.${signature}!`)).toBeNull();
  });

  it("are refused when signed with another key: another app secret, or the app secret without this token's own label", () => {
    let foreign = "";
    withEnv({ AUTH_SECRET: "another-installation-secret-another-installation" }, () => {
      foreign = signUnsubscribeToken(id);
    });
    expect(foreign).not.toBe(signUnsubscribeToken(id));
    expect(readUnsubscribeToken(foreign)).toBeNull();
    const rawSecretSignature = createHmac("sha256", resolveAuthSecret(env())).update(id).digest("base64url");
    expect(readUnsubscribeToken(`${id}.${rawSecretSignature}`)).toBeNull();
  });

  it("are refused when they do not have a token's shape", () => {
    const token = signUnsubscribeToken(id);
    for (const bad of [
      "",
      ".",
      id,
      `${id}.`,
      `.${token.split(".")[1]}`,
      `${token}.x`,
      "not-a-token.abc",
      "../../etc/passwd",
    ]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
    }
    expect(() => signUnsubscribeToken("not-a-uuid")).toThrow();
  });

  it("make a link on the configured public origin, in the subscriber's language, whatever a request said", () => {
    withEnv({ BASE_URL: "https://www.awac.example" }, () => {
      const token = signUnsubscribeToken(id);
      expect(newsletterUnsubscribeUrl(id, "en")).toBe(`https://www.awac.example/newsletter/unsubscribe/${token}`);
      expect(newsletterUnsubscribeUrl(id, "es")).toBe(`https://www.awac.example/es/newsletter/unsubscribe/${token}`);
    });
  });
});
