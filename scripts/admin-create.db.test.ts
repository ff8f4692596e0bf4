import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testHttp } from "../tests/support/auth-test-requests";
import { auditLog, user } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { useTestDatabase } from "../tests/support/test-database";
import { runAdminCreate } from "./admin-create";

const { db } = useTestDatabase();

async function run(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runAdminCreate(argv, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("npm run admin:create", () => {
  it("creates a verified admin who can sign in at /admin", async () => {
    const { code, output } = await run("--email", "Boss@Example.com", "--password", "Chilly-Penguin-2031");
    expect(code).toBe(0);
    expect(output).toContain("Created admin boss@example.com");
    expect((await db().select().from(user))[0]).toMatchObject({
      email: "boss@example.com",
      role: "admin",
      emailVerified: true,
    });
    const signedIn = await signInAdmin({
      form: { email: "boss@example.com", password: "Chilly-Penguin-2031" },
      http: testHttp("/admin"),
    });
    expect(signedIn.outcome).toBe("signed-in");
  });

  it("promotes an existing login and sets the given password", async () => {
    const { id } = await createCredentialUser({
      email: "cus@example.com",
      password: "Old-Penguin-2031",
      name: "Cus",
      emailVerified: false,
    });
    const { code, output } = await run("--email", "cus@example.com", "--password", "New-Penguin-2031");
    expect(code).toBe(0);
    expect(output).toContain("Promoted cus@example.com");
    expect((await db().select().from(user).where(eq(user.id, id)))[0]).toMatchObject({
      role: "admin",
      emailVerified: true,
    });
    expect(
      (
        await signInAdmin({
          form: { email: "cus@example.com", password: "New-Penguin-2031" },
          http: testHttp("/admin"),
        })
      ).outcome,
    ).toBe("signed-in");
  });

  it("leaves an audit entry for each admin it creates or promotes, by the system", async () => {
    await run("--email", "boss@example.com", "--password", "Chilly-Penguin-2031");
    const { id } = await createCredentialUser({
      email: "cus@example.com",
      password: "Old-Penguin-2031",
      name: "Cus",
      emailVerified: false,
    });
    await run("--email", "cus@example.com", "--password", "New-Penguin-2031");
    const [boss] = await db().select({ id: user.id }).from(user).where(eq(user.email, "boss@example.com"));
    const entries = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(
      entries.map(({ actorUserId, action, entity, entityId, details }) => ({
        actorUserId,
        action,
        entity,
        entityId,
        details,
      })),
    ).toEqual([
      {
        actorUserId: null,
        action: "account.admin-grant",
        entity: "user",
        entityId: boss!.id,
        details: { email: "boss@example.com", outcome: "created", via: "npm run admin:create" },
      },
      {
        actorUserId: null,
        action: "account.admin-grant",
        entity: "user",
        entityId: id,
        details: { email: "cus@example.com", outcome: "promoted", via: "npm run admin:create" },
      },
    ]);
  });

  it("refuses weak passwords with the sign-up rules", async () => {
    expect(await run("--email", "a@example.com", "--password", "Ab-12cd")).toMatchObject({
      code: 1,
      output: "Refused: Password must be at least 8 characters",
    });
    expect(await run("--email", "a@example.com", "--password", "password123")).toMatchObject({
      code: 1,
      output: expect.stringContaining("too common"),
    });
    expect(await db().select().from(user)).toEqual([]);
  });

  it("explains its usage when an option is missing", async () => {
    expect(await run("--email", "a@example.com")).toMatchObject({
      code: 2,
      output: expect.stringContaining("Usage: npm run admin:create"),
    });
  });
});
