import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { businessToday } from "~/domain/customers/due-soon-date";
import { ServiceRecordSchema, serviceRecordFieldErrors, type ServiceRecord } from "./service-record-schemas";

/**
 * A posted service record, parsed, with its customer checked inside the caller's transaction. A record says what was
 * done, so its date is never after today in Miami (issue 33: no future-dated record, balance or reward points).
 * Throws BAD_INPUT with a message key per field (the screen words them) for bad input, a date still ahead, or a
 * customer that no longer exists.
 */
export async function parseServiceRecordInput(
  tx: Executor,
  input: unknown,
  now: Date,
): Promise<{ record: ServiceRecord; customerName: string }> {
  const parsed = ServiceRecordSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "Invalid service record", serviceRecordFieldErrors(parsed.error));
  if (parsed.data.serviceDate > businessToday(now))
    throw new AppError("BAD_INPUT", "A service record cannot be dated in the future", {
      serviceDate: "serviceDateFuture",
    });
  const [customer] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, parsed.data.customerId))
    .limit(1);
  if (!customer) throw new AppError("BAD_INPUT", "Invalid service record", { customerId: "customerUnknown" });
  return { record: parsed.data, customerName: `${customer.firstName} ${customer.lastName}` };
}
