import { eq } from "drizzle-orm";
import { PLAN_VISIT_CODE, PRICE_BOOK_CODE_PATTERN, SERVICE_CALL_CODE } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { priceBookItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";

export type PriceBookRow = typeof priceBookItems.$inferSelect;

/**
 * The items a completion drafts by their code (ADR 084): their kind, price and being offered are the system's. The
 * service call's price is the settings' fee (its one source of truth, kept in step by saveSettings); the plan visit
 * is $0 for members. Staff may rename them only.
 */
export const SYSTEM_PRICE_BOOK_CODES: readonly string[] = [SERVICE_CALL_CODE, PLAN_VISIT_CODE];

export function isSystemPriceBookItem(code: string): boolean {
  return SYSTEM_PRICE_BOOK_CODES.includes(code);
}

/**
 * The item, locked for the caller's transaction; NOT_FOUND for a code that is none. A posted code that cannot be one
 * (a NUL byte, which PostgreSQL refuses in text, or anything else) is not found without asking the database.
 */
export async function loadPriceBookItemForUpdate(tx: Executor, code: unknown): Promise<PriceBookRow> {
  const key = typeof code === "string" ? code.trim() : "";
  const [row] = PRICE_BOOK_CODE_PATTERN.test(key)
    ? await tx.select().from(priceBookItems).where(eq(priceBookItems.code, key)).for("update")
    : [];
  if (!row) throw new AppError("NOT_FOUND", "Price book item not found");
  return row;
}
