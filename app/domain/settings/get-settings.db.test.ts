import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getSettings } from "./get-settings.server";

const { db } = useTestDatabase();

describe("the settings record kept in memory (ADR 059)", () => {
  it("is read from the table once and then served from memory while nothing changes it", async () => {
    const first = await getSettings();
    const second = await getSettings();
    expect(second).toBe(first);
  });

  it("follows a change committed by anyone, even straight in SQL, on the very next call", async () => {
    await getSettings();
    for (const phone of ["(305) 555-0101", "(305) 555-0102", "(305) 555-0103"]) {
      await db().execute(sql`update settings set main_phone = ${phone} where id = 1`);
      expect((await getSettings()).mainPhone).toBe(phone);
    }
  });

  it("keeps a change that rolled back out of it", async () => {
    const before = (await getSettings()).mainPhone;
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update settings set main_phone = '(305) 555-0199' where id = 1`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await getSettings()).mainPhone).toBe(before);
  });

  it("cannot be changed by one reader for the others: the record, its hours and its areas are read-only", async () => {
    const settings = await getSettings();
    expect(() => ((settings as { mainPhone: string }).mainPhone = "x")).toThrow(TypeError);
    expect(() => (settings.serviceAreas as string[]).push("Nowhere")).toThrow(TypeError);
    expect((await getSettings()).serviceAreas).not.toContain("Nowhere");
  });

  it("reads a scheduling record saved before the member lead time existed with the default of 4 hours", async () => {
    await db().execute(sql`update settings set scheduling = scheduling - 'memberLeadTimeHours' where id = 1`);
    const settings = await getSettings();
    expect(settings.scheduling.memberLeadTimeHours).toBe(4);
    expect(settings.scheduling.leadTimeHours).toBe(24);
  });

  it("reads a member lead time staff saved as it is", async () => {
    await db().execute(
      sql`update settings set scheduling = jsonb_set(scheduling, '{memberLeadTimeHours}', '6'::jsonb) where id = 1`,
    );
    expect((await getSettings()).scheduling.memberLeadTimeHours).toBe(6);
  });
});
