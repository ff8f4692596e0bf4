import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getContentVersion } from "./get-content-version.server";

const { db } = useTestDatabase();

describe("getContentVersion", () => {
  it("stays the same while nobody saves the settings", async () => {
    expect(await getContentVersion()).toBe(await getContentVersion());
  });

  it("changes when the settings are saved, so cached pages drawn from them are dropped", async () => {
    const before = await getContentVersion();
    await db()
      .update(settings)
      .set({ mainPhone: "(305) 555-0100", version: sql`${settings.version} + 1`, updatedAt: new Date() })
      .where(eq(settings.id, 1));
    expect(await getContentVersion()).not.toBe(before);
  });
});
