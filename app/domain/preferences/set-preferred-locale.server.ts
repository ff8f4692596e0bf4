import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/i18n/catalog";

/** Remembers a signed-in person's language on their account, so the portal opens in it on any device. */
export async function setPreferredLocale(input: {
  userId: string;
  locale: Locale;
  executor?: Executor;
}): Promise<{ locale: Locale }> {
  const db = input.executor ?? (await database());
  const updated = await db
    .update(user)
    .set({ locale: input.locale, updatedAt: new Date() })
    .where(eq(user.id, input.userId))
    .returning({ id: user.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "No account with that id");
  return { locale: input.locale };
}
