import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "./env.server";
import { acceptedOrigins, isHttpsOrigin, publicOrigin } from "./public-origin.server";

describe("the public origin", () => {
  it("is BASE_URL's origin when it is set", () => {
    const config = parseEnv({
      BASE_URL: "https://shop.example/some/path",
      TRUSTED_ORIGINS: "https://www.shop.example",
    });
    expect(publicOrigin(config)).toBe("https://shop.example");
    expect(isHttpsOrigin(config)).toBe(true);
    expect(acceptedOrigins(config)).toEqual(["https://shop.example", "https://www.shop.example"]);
  });

  it("is http://localhost:$PORT without BASE_URL, and the loopback spellings of it are accepted", () => {
    const config = parseEnv({ PORT: "4100" });
    expect(publicOrigin(config)).toBe("http://localhost:4100");
    expect(isHttpsOrigin(config)).toBe(false);
    expect(acceptedOrigins(config)).toEqual(["http://localhost:4100", "http://127.0.0.1:4100", "http://[::1]:4100"]);
  });
});

describe("the configuration of the public origin", () => {
  function problemsOf(source: Record<string, string>): string[] {
    try {
      parseEnv(source);
    } catch (error) {
      if (error instanceof ConfigurationError) return error.problems;
      throw error;
    }
    throw new Error("the configuration was accepted");
  }

  it("refuses a production start on PostgreSQL without BASE_URL, saying what to set", () => {
    expect(problemsOf({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toEqual([
      "BASE_URL: required with NODE_ENV=production and DATABASE_URL; set it to the site's public address (e.g. https://www.example.com), which every link in mail and page metadata uses",
    ]);
  });

  it("accepts production on PostgreSQL with BASE_URL, and the embedded database without it", () => {
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", BASE_URL: "https://shop.example" })
        .BASE_URL,
    ).toBe("https://shop.example");
    expect(parseEnv({ NODE_ENV: "production" }).BASE_URL).toBeUndefined();
  });

  it("names each TRUSTED_ORIGINS entry that is not an http(s) URL", () => {
    expect(problemsOf({ TRUSTED_ORIGINS: "https://www.shop.example, shop.example,ftp://files.example" })).toEqual([
      'TRUSTED_ORIGINS: "shop.example" is not an http:// or https:// URL',
      'TRUSTED_ORIGINS: "ftp://files.example" is not an http:// or https:// URL',
    ]);
  });

  it("refuses a BASE_URL that is not http or https", () => {
    expect(problemsOf({ BASE_URL: "ftp://shop.example" })).toEqual([
      "BASE_URL: BASE_URL must start with http:// or https://",
    ]);
  });
});
