import { eq } from "drizzle-orm";
import { admin } from "better-auth/plugins";
import { describe, expect, it } from "vitest";
import { auditLog, session, user } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { cookieOf, TEST_ORIGIN } from "../tests/support/auth-test-requests";
import { useTestDatabase } from "../tests/support/test-database";
import { authRoutes } from "./auth-routes";

const { db } = useTestDatabase();

const PASSWORD = "Steady-Compass-2031";

/**
 * Every endpoint of better-auth's admin plugin, as its own package lists them (set-role, create-user, set-user-password,
 * impersonate-user, ban-user, remove-user, …): none is used by a screen of ours, and none wrote an audit entry
 * (security probe 4, N2). Read from the package, so an endpoint a new version adds is covered too.
 */
const ADMIN_PLUGIN_ENDPOINTS = Object.values(admin().endpoints).map((endpoint) => ({
  path: endpoint.path,
  method: [endpoint.options.method].flat()[0] === "GET" ? "GET" : "POST",
}));

function call(path: string, method: string, cookie: string, body: Record<string, unknown>): Promise<Response> {
  const query = method === "GET" ? `?${new URLSearchParams({ id: String(body.userId) })}` : "";
  return Promise.resolve(
    authRoutes.request(`${TEST_ORIGIN}/api/auth${path}${query}`, {
      method,
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
      body: method === "GET" ? undefined : JSON.stringify(body),
    }),
  );
}

async function signedIn(email: string): Promise<string> {
  const response = await authRoutes.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

describe("better-auth's admin endpoints under /api/auth/admin/*", () => {
  it("are not there for staff: each answers 404, and no role, password, ban, session or account changes", async () => {
    expect(ADMIN_PLUGIN_ENDPOINTS.length).toBeGreaterThanOrEqual(15);
    await createCredentialUser({
      email: "boss@example.com",
      password: PASSWORD,
      name: "Boss",
      role: "admin",
      emailVerified: true,
    });
    const customer = await createCredentialUser({
      email: "ana@example.com",
      password: PASSWORD,
      name: "Ana",
      emailVerified: true,
    });
    const staff = await signedIn("boss@example.com");
    await signedIn("ana@example.com");
    const before = {
      users: await db().select().from(user).orderBy(user.email),
      sessions: await db().select({ id: session.id }).from(session).orderBy(session.id),
    };
    const body = {
      userId: customer.id,
      role: "admin",
      newPassword: "Quiet-Lantern-2032",
      email: "new-admin@example.com",
      password: "Quiet-Lantern-2032",
      name: "New Admin",
      data: { role: "admin" },
      sessionToken: "x",
      permissions: { user: ["set-role"] },
    };

    const answers: Record<string, number> = {};
    for (const { path, method } of ADMIN_PLUGIN_ENDPOINTS)
      answers[`${method} ${path}`] = (await call(path, method, staff, body)).status;
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 404])));

    // Nor a slash more or a letter in capitals.
    expect((await call("/admin/set-role/", "POST", staff, body)).status).toBe(404);
    expect((await call("/Admin/Set-Role", "POST", staff, body)).status).toBe(404);

    expect(await db().select().from(user).orderBy(user.email)).toEqual(before.users);
    expect(await db().select({ id: session.id }).from(session).orderBy(session.id)).toEqual(before.sessions);
    const [ana] = await db().select({ role: user.role }).from(user).where(eq(user.id, customer.id));
    expect(ana?.role).toBe("user");
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("still refuses a role sent to the customer's own profile endpoint", async () => {
    const customer = await createCredentialUser({
      email: "ana@example.com",
      password: PASSWORD,
      name: "Ana",
      emailVerified: true,
    });
    const cookie = await signedIn("ana@example.com");
    const response = await call("/update-user", "POST", cookie, { role: "admin" });
    expect(response.status).toBe(400);
    const [ana] = await db().select({ role: user.role }).from(user).where(eq(user.id, customer.id));
    expect(ana?.role).toBe("user");
  });
});
