import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { listenHost } from "./listen-host";

describe("the address the server listens on", () => {
  it("is this machine only for the demo (npm start, which prints passwords) when HOST is not set", () => {
    expect(listenHost(parseEnv({ SEED_DEMO: "true" }))).toBe("127.0.0.1");
  });

  it("is HOST whenever it is set, the demo included", () => {
    expect(listenHost(parseEnv({ SEED_DEMO: "true", HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHost(parseEnv({ HOST: "10.0.0.5" }))).toBe("10.0.0.5");
  });

  it("is every interface for a server without demo data, as a deployment behind a load balancer needs", () => {
    expect(listenHost(parseEnv({}))).toBe("0.0.0.0");
  });
});
