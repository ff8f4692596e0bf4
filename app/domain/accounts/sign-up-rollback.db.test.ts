import { describe, expect, it, vi } from "vitest";
import { testHttp } from "../../../tests/support/auth-test-requests";
import { account, jobs, leads, profiles, session, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { signUpCustomer } from "./sign-up-customer.server";

// The CRM job insert fails once: everything written by sign-up must go with it.
const failNextEnqueue = vi.hoisted(() => ({ value: false }));
vi.mock("~/jobs/enqueue.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/jobs/enqueue.server")>();
  return {
    ...original,
    enqueueJob: async (...args: Parameters<typeof original.enqueueJob>) => {
      if (failNextEnqueue.value) {
        failNextEnqueue.value = false;
        throw new Error("job table unavailable (test)");
      }
      return original.enqueueJob(...args);
    },
  };
});

const { db } = useTestDatabase();
const form = {
  firstName: "Rita",
  lastName: "Roll",
  email: "rita@example.com",
  password: "Falling-Leaf-2031",
  confirmPassword: "Falling-Leaf-2031",
};

describe("sign-up in one transaction", () => {
  it("rolls the user back when writing the lead's CRM job fails", async () => {
    failNextEnqueue.value = true;
    await expect(signUpCustomer({ form, locale: "en", http: testHttp() })).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
    takeConsoleErrors(); // better-auth logs the failed sign-up
    for (const table of [user, account, session, profiles, leads, jobs]) {
      expect(await db().select().from(table)).toEqual([]);
    }
  });

  it("lets the same address sign up once the failure is gone", async () => {
    failNextEnqueue.value = true;
    await expect(signUpCustomer({ form, locale: "en", http: testHttp() })).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
    takeConsoleErrors();
    const { userId } = await signUpCustomer({ form, locale: "en", http: testHttp() });
    expect(await db().select({ id: user.id }).from(user)).toEqual([{ id: userId }]);
    expect(await db().select().from(leads)).toHaveLength(1);
  });
});
