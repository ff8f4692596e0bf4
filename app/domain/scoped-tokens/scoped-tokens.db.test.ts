import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scopedTokens } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { issueScopedToken } from "./issue-scoped-token.server";
import { openScopedToken } from "./open-scoped-token.server";
import { revokeScopedTokens } from "./revoke-scoped-tokens.server";

const { db } = useTestDatabase();

const RECORD_ID = "6f1d2c3b-4a59-4e68-9d7c-0b1a2c3d4e5f";
const inOneDay = () => new Date(Date.now() + 86_400_000);

async function issue(overrides: { recordId?: string; expiresAt?: Date } = {}) {
  return issueScopedToken(db(), {
    purpose: "manage_booking",
    recordId: overrides.recordId ?? RECORD_ID,
    contact: "ana@example.com",
    expiresAt: overrides.expiresAt ?? inOneDay(),
  });
}

describe("scoped link tokens", () => {
  it("open the one record they were issued for, with its contact, and note when they were used", async () => {
    const { token, tokenId } = await issue();
    const opened = await openScopedToken(db(), { token, purpose: "manage_booking" });
    expect(opened).toMatchObject({ tokenId, recordId: RECORD_ID, contact: "ana@example.com" });
    const [row] = await db().select().from(scopedTokens).where(eq(scopedTokens.id, tokenId));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("are stored only as a hash: the database holds nothing that opens the link", async () => {
    const { token } = await issue();
    const rows = await db().select().from(scopedTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("are 43 URL-safe characters, different every time", async () => {
    const first = await issue();
    const second = await issue();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
  });

  it("open nothing once expired", async () => {
    const { token, tokenId } = await issue();
    await db()
      .update(scopedTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(scopedTokens.id, tokenId));
    await expect(openScopedToken(db(), { token, purpose: "manage_booking" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("open nothing once revoked, and revoking ends only that record's open links", async () => {
    const revokedOne = await issue();
    const other = await issue({ recordId: "00000000-0000-4000-8000-000000000001" });
    expect(await revokeScopedTokens(db(), { purpose: "manage_booking", recordId: RECORD_ID })).toBe(1);
    await expect(openScopedToken(db(), { token: revokedOne.token, purpose: "manage_booking" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(openScopedToken(db(), { token: other.token, purpose: "manage_booking" })).resolves.toMatchObject({
      recordId: "00000000-0000-4000-8000-000000000001",
    });
    expect(await revokeScopedTokens(db(), { purpose: "manage_booking", recordId: RECORD_ID })).toBe(0);
  });

  it("answer a malformed, unknown or altered token NOT_FOUND, the same as an expired one", async () => {
    const { token } = await issue();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const candidate of ["", "short", `${token}x`, "x".repeat(43), altered, "../../etc/passwd", `${token}\u0000`]) {
      await expect(openScopedToken(db(), { token: candidate, purpose: "manage_booking" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });
});
