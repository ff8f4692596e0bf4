import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getAuth } from "~/auth/auth.server";
import { SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT } from "~/config/business-rules";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { consumeRateLimit } from "./consume-rate-limit.server";

const { db } = useTestDatabase();
// Each sign-in hashes a password (deliberately slow), and the lock test makes a dozen.
vi.setConfig({ testTimeout: 90_000 });

/** A JSON sign-in straight to better-auth from a given client address, as the server would have decided it. */
async function signIn(email: string, password: string, address: string): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/**
 * Moves every counter, the app's and better-auth's, 61 s into the past: as if a minute had gone by with no request.
 * The database's clock is what both count by, so this is the clock moving, without waiting for it.
 */
async function aMinuteLater(): Promise<void> {
  await db().execute(sql`update app_rate_limits set window_ends_at = window_ends_at - interval '61 seconds'`);
  await db().execute(sql`update rate_limit set last_request = last_request - 61000`);
}

/**
 * A better-auth request from an address it last saw over a minute ago: better-auth starts that address's window
 * again and deletes every row of its table older than its longest window (60 s). Waits until it has (better-auth
 * may prune after answering), judged by the rows of its own that the deletion must take.
 */
async function betterAuthPrunesItsRows(address: string): Promise<void> {
  expect((await signIn("nobody@example.com", "Wrong-Guess-2031", address)).status).toBe(401);
  await vi.waitFor(
    async () => {
      const { rows } = await db().execute<{ stale: number }>(
        sql`select count(*)::int as stale from rate_limit
            where last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - 60000`,
      );
      expect(rows[0]!.stale).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe("the app's rate-limit counters and better-auth's pruning", () => {
  it("keeps counting a form limit after better-auth deletes its own rows a minute into the window", async () => {
    const limit = { key: "newsletter:203.0.113.7", max: 3, windowSeconds: 600 };
    for (let attempt = 0; attempt < limit.max; attempt += 1) expect((await consumeRateLimit(limit)).allowed).toBe(true);
    // better-auth has a row of its own for another address, from before the minute.
    expect((await signIn("nobody@example.com", "Wrong-Guess-2031", "198.51.100.9")).status).toBe(401);

    await aMinuteLater();
    await betterAuthPrunesItsRows("198.51.100.9");

    const decision = await consumeRateLimit(limit);
    expect(decision.allowed).toBe(false);
    // The same window, 61 s on: about 539 s of its 600 left.
    expect(decision.retryAfterSeconds).toBeGreaterThan(500);
    expect(decision.retryAfterSeconds).toBeLessThanOrEqual(540);
  });

  it("keeps an account locked after its failed sign-ins when better-auth prunes a minute later", async () => {
    const password = "Bright-Harbor-2031";
    await createCredentialUser({ email: "sam@example.com", password, name: "Sam", emailVerified: true });
    for (let index = 0; index < SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT; index += 1)
      expect((await signIn("sam@example.com", `Wrong-Guess-${index}-2031`, `198.51.100.${index + 1}`)).status).toBe(
        401,
      );

    await aMinuteLater();
    await betterAuthPrunesItsRows("198.51.100.1");

    expect((await signIn("sam@example.com", password, "203.0.113.200")).status).toBe(429);
  });
});
