import { z } from "zod";
import { AppError } from "~/domain/app-error";

/** A customer record's id as the URL carries it. */
export const CustomerIdSchema = z.uuid();

/**
 * The id, or NOT_FOUND when it cannot name a record: a malformed id in a URL is an unknown customer (404), never a
 * database error about uuid syntax (500).
 */
export function knownCustomerId(customerId: string): string {
  const parsed = CustomerIdSchema.safeParse(customerId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Customer not found");
  return parsed.data;
}
