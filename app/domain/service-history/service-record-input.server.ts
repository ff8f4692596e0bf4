import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { ServiceRecordSchema, serviceRecordFieldErrors, type ServiceRecord } from "./service-record-schemas";

/**
 * A posted service record, parsed, with its customer checked inside the caller's transaction. Throws BAD_INPUT with
 * a message key per field (the screen words them) for bad input or a customer that no longer exists.
 */
export async function parseServiceRecordInput(
  tx: Executor,
  input: unknown,
): Promise<{ record: ServiceRecord; customerName: string }> {
  const parsed = ServiceRecordSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "Invalid service record", serviceRecordFieldErrors(parsed.error));
  const [customer] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, parsed.data.customerId))
    .limit(1);
  if (!customer) throw new AppError("BAD_INPUT", "Invalid service record", { customerId: "customerUnknown" });
  return { record: parsed.data, customerName: `${customer.firstName} ${customer.lastName}` };
}
