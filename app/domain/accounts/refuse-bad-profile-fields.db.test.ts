import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { INVALID_PROFILE_FIELD_CODE } from "~/domain/accounts/refuse-bad-profile-fields.server";
import { cookieOf, postToAuthApi } from "../../../tests/support/auth-test-requests";

const { db } = useTestDatabase();

const PASSWORD = "Cool-Breeze-2031";
const TWENTY_MEGABYTES = "y".repeat(20 * 1024 * 1024);

async function signUp(email: string, extra: Record<string, unknown> = {}): Promise<Response> {
  return postToAuthApi("/sign-up/email", {
    name: "Ana Pérez",
    firstName: "Ana",
    lastName: "Pérez",
    email,
    password: PASSWORD,
    ...extra,
  });
}

async function signedInCustomer(): Promise<string> {
  const response = await signUp("ana@example.com");
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function expectRefused(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: INVALID_PROFILE_FIELD_CODE, message });
}

describe("better-auth's sign-up endpoint", () => {
  it("refuses a NUL byte in the name with 400 and stores no account", async () => {
    await expectRefused(
      await signUp("nul@example.com", { name: "a\u0000b" }),
      "name contains characters that are not allowed",
    );
    expect(await db().select().from(user)).toEqual([]);
  });

  it("refuses a last name over 100 characters and a 20 MB one", async () => {
    await expectRefused(
      await signUp("long@example.com", { lastName: "x".repeat(101) }),
      "lastName must be at most 100 characters",
    );
    await expectRefused(
      await signUp("huge@example.com", { lastName: TWENTY_MEGABYTES }),
      "lastName must be at most 100 characters",
    );
    expect(await db().select().from(user)).toEqual([]);
  });

  it("refuses a profile image, which the app never shows", async () => {
    await expectRefused(
      await signUp("img@example.com", { image: "https://evil.example/x.png" }),
      "image is not accepted: accounts here have no profile picture",
    );
  });

  it("accepts the full name the sign-up form writes for two 100-character names", async () => {
    const first = "F".repeat(100);
    const last = "L".repeat(100);
    expect(
      (await signUp("max@example.com", { name: `${first} ${last}`, firstName: first, lastName: last })).status,
    ).toBe(200);
  });
});

describe("better-auth's update-user endpoint", () => {
  it("refuses a NUL byte in the name and keeps the stored one", async () => {
    const cookie = await signedInCustomer();
    await expectRefused(
      await postToAuthApi("/update-user", { name: "a\u0000b" }, cookie),
      "name contains characters that are not allowed",
    );
    const [stored] = await db().select({ name: user.name }).from(user).where(eq(user.email, "ana@example.com"));
    expect(stored?.name).toBe("Ana Pérez");
  });

  it("refuses a 20 MB last name and a line break in the first name", async () => {
    const cookie = await signedInCustomer();
    await expectRefused(
      await postToAuthApi("/update-user", { lastName: TWENTY_MEGABYTES }, cookie),
      "lastName must be at most 100 characters",
    );
    await expectRefused(
      await postToAuthApi("/update-user", { firstName: "Ana\r\nBcc: x@evil.example" }, cookie),
      "firstName contains characters that are not allowed",
    );
    const [stored] = await db()
      .select({ firstName: user.firstName, lastName: user.lastName })
      .from(user)
      .where(eq(user.email, "ana@example.com"));
    expect(stored).toEqual({ firstName: "Ana", lastName: "Pérez" });
  });

  it("refuses a null name, which the database cannot store, and keeps the stored one", async () => {
    const cookie = await signedInCustomer();
    const response = await postToAuthApi("/update-user", { name: null }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: INVALID_PROFILE_FIELD_CODE });
    const [stored] = await db().select({ name: user.name }).from(user).where(eq(user.email, "ana@example.com"));
    expect(stored?.name).toBe("Ana Pérez");
  });

  it("still lets a customer change their name", async () => {
    const cookie = await signedInCustomer();
    expect((await postToAuthApi("/update-user", { firstName: "Anabel" }, cookie)).status).toBe(200);
    const [stored] = await db()
      .select({ firstName: user.firstName })
      .from(user)
      .where(eq(user.email, "ana@example.com"));
    expect(stored?.firstName).toBe("Anabel");
  });
});
