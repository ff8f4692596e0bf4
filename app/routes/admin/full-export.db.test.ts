import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { signInUser } from "~/domain/accounts/sign-in-user.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader } from "./full-export";

const { db } = useTestDatabase();

async function answer(cookie: string): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}/admin/export.tar.gz`, { headers: { cookie } });
  return Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

describe("GET /admin/export.tar.gz", () => {
  it("sends staff the whole business as a dated .tar.gz attachment and records who downloaded it", async () => {
    const admin = await createCredentialUser({
      email: "admin@example.com",
      password: "Steady-Compass-2031",
      name: "Admin",
      role: "admin",
      emailVerified: true,
    });
    const signedIn = await signInAdmin({
      form: { email: "admin@example.com", password: "Steady-Compass-2031" },
      http: testHttp("/admin"),
    });
    if (signedIn.outcome !== "signed-in") throw new Error("admin sign-in failed");
    const response = await answer(cookieOf(signedIn.setCookies));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="aw-export-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    const tar = gunzipSync(Buffer.from(await response.arrayBuffer()));
    expect(tar.toString("utf8", 0, 13)).toBe("manifest.json");
    expect(tar.includes("tables/user.ndjson")).toBe(true);
    expect(tar.includes("tables/account.ndjson")).toBe(false);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "data.export"));
    expect(entry).toMatchObject({ actorUserId: admin.id, entity: "system" });
  });

  it("refuses a signed-in customer and sends a visitor to the back office's sign-in page", async () => {
    await createCredentialUser({
      email: "cara@example.com",
      password: "Sea-Breeze-2031",
      name: "Cara",
      role: "user",
      emailVerified: true,
    });
    const customer = await signInUser({
      form: { email: "cara@example.com", password: "Sea-Breeze-2031" },
      http: testHttp("/auth"),
    });
    expect((await answer(cookieOf(customer.setCookies))).status).toBe(403);
    const visitor = await answer("");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin");
  });
});
