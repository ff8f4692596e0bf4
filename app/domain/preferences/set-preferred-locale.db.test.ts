import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { setPreferredLocale } from "./set-preferred-locale.server";

const testDb = useTestDatabase();

async function insertUser(id: string) {
  await testDb
    .db()
    .insert(user)
    .values({ id, name: "Ana Pérez", email: `${id}@example.com`, firstName: "Ana" });
}

describe("setPreferredLocale", () => {
  it("saves the chosen language on the account", async () => {
    await insertUser("user-1");
    await expect(setPreferredLocale({ userId: "user-1", locale: "es" })).resolves.toEqual({ locale: "es" });
    const [row] = await testDb.db().select({ locale: user.locale }).from(user).where(eq(user.id, "user-1"));
    expect(row?.locale).toBe("es");
  });

  it("changes only the given account", async () => {
    await insertUser("user-1");
    await insertUser("user-2");
    await setPreferredLocale({ userId: "user-2", locale: "es" });
    const rows = await testDb.db().select({ id: user.id, locale: user.locale }).from(user).orderBy(user.id);
    expect(rows).toEqual([
      { id: "user-1", locale: "en" },
      { id: "user-2", locale: "es" },
    ]);
  });

  it("refuses an account that does not exist", async () => {
    const failure = setPreferredLocale({ userId: "missing", locale: "es" });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
