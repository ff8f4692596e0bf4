import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, user } from "~/db/schema";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { action as welcomeAction } from "~/routes/_auth/welcome";
import { useTestDatabase } from "../../../tests/support/test-database";
import { formRequest, postToAuthApi, testHttp } from "../../../tests/support/auth-test-requests";

const { db } = useTestDatabase();

const owner = {
  firstName: "Ana",
  lastName: "Pérez",
  email: "ana@example.com",
  password: "Cool-Breeze-2031",
  confirmPassword: "Cool-Breeze-2031",
};

async function mails() {
  const rows = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
  return rows.map((row) => row.payload as { to: string; kind: string; subject: string; text: string });
}

describe("a sign-up with an address that already has an account", () => {
  it("answers /api/auth/sign-up/email like a new sign-up, without a session, and makes no second account", async () => {
    const fresh = await postToAuthApi("/sign-up/email", {
      name: "Eva Ruiz",
      email: "eva@example.com",
      password: "Warm-Front-2031",
      firstName: "Eva",
      lastName: "Ruiz",
    });
    const freshBody = (await fresh.json()) as { user: Record<string, unknown> };
    await signUpCustomer({ form: owner, locale: "en", http: testHttp() });

    const again = await postToAuthApi("/sign-up/email", {
      name: "Mallory",
      email: "ANA@example.com",
      password: "Sneaky-Otter-2031",
      firstName: "Mallory",
      lastName: "X",
    });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    const body = (await again.json()) as { token: unknown; user: Record<string, unknown> };
    expect(body.token).toBeNull();
    // The same fields in the same order, and the same values apart from what the caller sent and the new id and times.
    const general = ({
      id: _id,
      name: _name,
      email: _email,
      firstName: _first,
      lastName: _last,
      createdAt: _created,
      updatedAt: _updated,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(Object.keys(body.user)).toEqual(Object.keys(freshBody.user));
    expect(general(body.user)).toEqual(general(freshBody.user));
    expect(body.user).toMatchObject({ email: "ana@example.com", name: "Mallory", firstName: "Mallory", lastName: "X" });
    const [stored] = await db().select().from(user).where(eq(user.email, "ana@example.com"));
    expect(body.user.id).not.toBe(stored!.id);
    expect(stored).toMatchObject({ firstName: "Ana", lastName: "Pérez" });
    expect(await db().select().from(user)).toHaveLength(2);
  });

  it("mails the owner, in the owner's language, a sign-in and a reset link", async () => {
    await signUpCustomer({ form: owner, locale: "es", http: testHttp("/es/auth") });
    await postToAuthApi("/sign-up/email", { name: "Mallory", email: "ana@example.com", password: "Sneaky-Otter-2031" });
    const notice = (await mails()).filter((mail) => mail.kind === "account-exists");
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      to: "ana@example.com",
      subject: "Alguien intentó crear una cuenta de AW Air Conditioning & Refrigeration con su correo",
    });
    expect(notice[0]!.text).toContain("http://localhost:3000/es/auth");
    expect(notice[0]!.text).toContain("http://localhost:3000/es/forgot-password");
  });

  it("mails the owner once an hour at most, however often someone tries", async () => {
    await signUpCustomer({ form: owner, locale: "en", http: testHttp() });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await postToAuthApi("/sign-up/email", { name: "M", email: "ana@example.com", password: "Sneaky-Otter-2031" }))
          .status,
      ).toBe(200);
    }
    expect((await mails()).filter((mail) => mail.kind === "account-exists")).toHaveLength(1);
  });

  it("still answers the other refusals as before, so they tell nothing either", async () => {
    await signUpCustomer({ form: owner, locale: "en", http: testHttp() });
    const short = await postToAuthApi("/sign-up/email", { name: "M", email: "ana@example.com", password: "Ab-12cd" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect((await mails()).filter((mail) => mail.kind === "account-exists")).toEqual([]);
  });

  it("asks on the Welcome form to check the mailbox, in Spanish too, instead of saying the user exists", async () => {
    await signUpCustomer({ form: owner, locale: "en", http: testHttp() });
    const fields = { intent: "sign-up", ...owner, password: "Sneaky-Otter-2031", confirmPassword: "Sneaky-Otter-2031" };
    const result = await welcomeAction({
      request: formRequest("/es/auth", fields),
      params: {},
      context: {},
    } as Parameters<typeof welcomeAction>[0]);
    expect(result).not.toBeInstanceOf(Response);
    const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null };
    expect(init?.status ?? 200).toBe(200);
    expect(data).toMatchObject({
      intent: "sign-up",
      toast: {
        title: "Revise su correo electrónico",
        description: "Enviamos un mensaje a ana@example.com con el siguiente paso.",
        variant: "info",
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/exist/i);
  });
});
