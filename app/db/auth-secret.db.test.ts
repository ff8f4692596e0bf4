import { describe, expect, it } from "vitest";
import { appSecrets } from "~/db/schema";
import { useTestDatabase } from "../../tests/support/test-database";
import { loadStoredAuthSecret, resolveAuthSecret } from "~/db/auth-secret.server";

const { db } = useTestDatabase();
const postgresWithoutSecret = {
  AUTH_SECRET: undefined,
  DATABASE_URL: "postgres://db.example/aw",
  DATA_DIR: "/nonexistent",
  NODE_ENV: "production",
} as const;

describe("the auth secret on PostgreSQL without AUTH_SECRET", () => {
  it("is generated once into the database and shared by every server that opens it", async () => {
    await loadStoredAuthSecret(db(), postgresWithoutSecret);
    const first = resolveAuthSecret(postgresWithoutSecret);
    expect(first.length).toBeGreaterThanOrEqual(32);

    // A second server (or a restart) opening the same database signs with the same key.
    await loadStoredAuthSecret(db(), postgresWithoutSecret);
    expect(resolveAuthSecret(postgresWithoutSecret)).toBe(first);
    expect(await db().select().from(appSecrets)).toHaveLength(1);
  });

  it("is not stored when AUTH_SECRET is set", async () => {
    const secret = "s".repeat(40);
    await loadStoredAuthSecret(db(), { ...postgresWithoutSecret, AUTH_SECRET: secret });
    expect(await db().select().from(appSecrets)).toEqual([]);
    expect(resolveAuthSecret({ ...postgresWithoutSecret, AUTH_SECRET: secret })).toBe(secret);
  });
});
