import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings, user } from "~/db/schema";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { useTestDatabase } from "../../tests/support/test-database";
import {
  getSessionUser,
  NO_STAFF_ACCESS,
  NO_TECHNICIAN_ACCESS,
  requireAdmin,
  requireCustomer,
  requireTechnician,
  TECHNICIAN_ONLY,
} from "./require-user.server";
import { cookieOf, postToAuthApi, TEST_ORIGIN, testHttp } from "../../tests/support/auth-test-requests";
import { createTechnicianUser } from "../../tests/support/team-test-support";
import { countStatements } from "../../tests/support/statement-count";
import { getSettings } from "~/domain/settings/get-settings.server";

const { db } = useTestDatabase();

function pageRequest(path: string, cookie?: string): Request {
  return new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

async function signedUpCookie(email = "cara@example.com"): Promise<string> {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: { firstName: "Cara", lastName: "Diaz", email, password, confirmPassword: password },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a redirect to be thrown");
}

describe("requireCustomer", () => {
  it("sends a visitor without a session to /auth, remembering the page", async () => {
    const response = await thrownBy(requireCustomer(pageRequest("/customer/history?status=paid")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/customer/history?status=paid")}`,
    );
  });

  it("sends a visitor whose browser last chose Spanish to the Spanish sign-in", async () => {
    const response = await thrownBy(requireCustomer(pageRequest("/customer/profile", "lang=es")));
    expect(response.headers.get("location")).toBe(`/es/auth?redirectTo=${encodeURIComponent("/customer/profile")}`);
  });

  it("returns the signed-in customer with their names and no admin rights", async () => {
    const cookie = await signedUpCookie();
    expect(await requireCustomer(pageRequest("/customer", cookie))).toMatchObject({
      email: "cara@example.com",
      firstName: "Cara",
      lastName: "Diaz",
      role: "user",
      isAdmin: false,
      emailVerified: false,
      locale: "en",
    });
  });

  it("treats a forged or expired session cookie as no session", async () => {
    expect(await getSessionUser(pageRequest("/customer", "aw.session_token=forged.value"))).toBeNull();
  });
});

describe("requireAdmin", () => {
  it("sends a visitor without a session to the staff sign-in at /admin", async () => {
    const response = await thrownBy(requireAdmin(pageRequest("/admin/dashboard")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("tells a signed-in customer that the account has no staff access, with a 403 rather than the sign-in form", async () => {
    const cookie = await signedUpCookie();
    const response = await thrownBy(requireAdmin(pageRequest("/admin/dashboard", cookie)));
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.json()).toMatchObject({ code: NO_STAFF_ACCESS });
  });

  it("accepts the stored admin role", async () => {
    const cookie = await signedUpCookie();
    await db().update(user).set({ role: "admin" });
    expect(await requireAdmin(pageRequest("/admin/dashboard", cookie))).toMatchObject({ role: "admin", isAdmin: true });
  });

  it("counts the designated admin address as admin only once it is verified", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    const cookie = await signedUpCookie("Owner@Example.com");
    await thrownBy(requireAdmin(pageRequest("/admin/dashboard", cookie)));
    expect((await getSessionUser(pageRequest("/customer", cookie)))?.isAdmin).toBe(false);

    await db().update(user).set({ emailVerified: true }).where(eq(user.email, "owner@example.com"));
    expect(await requireAdmin(pageRequest("/admin/dashboard", cookie))).toMatchObject({ role: "user", isAdmin: true });
  });
});

describe("a technician's login (issue 34)", () => {
  async function technicianCookie(email = "tina@example.com"): Promise<string> {
    const technician = await createTechnicianUser({ email });
    const response = await postToAuthApi("/sign-in/email", { email, password: technician.password });
    expect(response.status).toBe(200);
    return cookieOf(response);
  }

  it("reaches requireTechnician, and is refused by requireCustomer and requireAdmin with the technician's 403", async () => {
    const cookie = await technicianCookie();
    expect(await requireTechnician(pageRequest("/tech", cookie))).toMatchObject({
      email: "tina@example.com",
      role: "technician",
      isAdmin: false,
    });
    // Each check starts only when awaited: a second rejected promise made up front is unhandled while the first runs.
    for (const refusal of [
      () => requireCustomer(pageRequest("/customer", cookie)),
      () => requireAdmin(pageRequest("/admin/dashboard", cookie)),
    ]) {
      const response = await thrownBy(refusal());
      expect(response.status).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toMatchObject({ code: TECHNICIAN_ONLY });
    }
  });

  it("is never an admin, even at the verified designated admin address", async () => {
    await db().update(settings).set({ adminEmail: "owner@example.com" });
    const cookie = await technicianCookie("owner@example.com");
    expect((await getSessionUser(pageRequest("/admin", cookie)))?.isAdmin).toBe(false);
    expect((await thrownBy(requireAdmin(pageRequest("/admin/dashboard", cookie)))).status).toBe(403);
  });

  it("requireTechnician sends a visitor to the sign-in and refuses a customer and an admin with 403", async () => {
    const visitor = await thrownBy(requireTechnician(pageRequest("/tech")));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/tech")}`);
    const cookie = await signedUpCookie();
    const customer = await thrownBy(requireTechnician(pageRequest("/tech", cookie)));
    expect([customer.status, (await customer.json()).code]).toEqual([403, NO_TECHNICIAN_ACCESS]);
    await db().update(user).set({ role: "admin" });
    expect((await thrownBy(requireTechnician(pageRequest("/tech", cookie)))).status).toBe(403);
  });
});

describe("the session lookup", () => {
  it("costs one read: the session found by its token, with its user joined (ADR 059)", async () => {
    const cookie = await signedUpCookie("dora@example.com");
    await getSettings(); // kept in memory from here on; the admin check reads it
    const statements = countStatements(db());
    try {
      expect(await getSessionUser(pageRequest("/customer", cookie))).toMatchObject({
        email: "dora@example.com",
        isAdmin: false,
      });
      expect(statements.count()).toBe(1);
    } finally {
      statements.stop();
    }
  });
});
