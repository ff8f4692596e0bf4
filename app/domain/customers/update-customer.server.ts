import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { planVisitNextService } from "~/domain/plan-visits/plan-visit-next-service.server";
import { customerNumberTaken } from "./create-customer.server";
import { knownCustomerId } from "./customer-id";
import { advanceCustomerNumberSequence, takenCustomerNumbers } from "./customer-numbers.server";
import { isCustomerNumberConflict } from "./customer-number-conflict.server";
import { CustomerRecordSchema, customerFieldErrors, type CustomerRecord } from "./customer-schemas";
import { customerVersionSql } from "./get-customer-detail.server";

export type UpdateCustomerInput = {
  actor: { id: string };
  customerId: string;
  input: unknown;
  /** The version the form was opened on (`CustomerDetail.version`); another version means someone else saved since. */
  expectedVersion?: string;
};
export type UpdatedCustomer = { customerNumber: string; name: string; changedFields: string[] };

export const STALE_CUSTOMER_MESSAGE =
  "This customer was changed by someone else while you were editing; reload the page to see the current details.";

/** The balance is not edited: it is the sum of the open invoices (ADR 084). */
type EditableField = Exclude<keyof CustomerRecord, "customerNumber" | "currentBalance">;

/**
 * Saves the detail page's Edit form (issue 11). The same schema as Add; an empty number keeps the record's number
 * (an edit never hands out a new one); a number another record has is refused as a field error. The edit is
 * refused (CONFLICT) when the record changed since the form was opened, so one person never silently undoes
 * another's change. A member's next service due follows their plan visits (ADR 083, issue 37 item 4): a changed
 * date is refused as a field error (the same date posted back, as the form always does, is no change). The audit entry names the changed fields, never the values (notes may hold anything).
 */
export async function updateCustomer({
  actor,
  customerId,
  input,
  expectedVersion,
}: UpdateCustomerInput): Promise<UpdatedCustomer> {
  const id = knownCustomerId(customerId);
  const parsed = CustomerRecordSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The customer record has invalid fields", customerFieldErrors(parsed.error));
  const { customerNumber: typedNumber, ...record } = parsed.data;
  const db = await database();
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ customer: customers, version: customerVersionSql() })
        .from(customers)
        .where(eq(customers.id, id))
        .for("update");
      if (!current) throw new AppError("NOT_FOUND", "Customer not found");
      if (expectedVersion !== undefined && expectedVersion !== current.version)
        throw new AppError("CONFLICT", STALE_CUSTOMER_MESSAGE);
      const before = current.customer;

      if (record.nextServiceDue !== before.nextServiceDue && (await planVisitNextService(tx, id)))
        throw nextServiceFollowsPlan();

      const changes: Partial<typeof customers.$inferInsert> = {};
      const changedFields: string[] = [];
      // The form shows the balance without posting it; a posted balance that differs is refused, never written.
      if (balancePosted(input) && record.currentBalance !== before.currentBalance)
        throw new AppError("BAD_INPUT", "The balance is the sum of the open invoices", {
          currentBalance: "balanceReadOnly",
        });
      for (const field of (Object.keys(record) as (keyof typeof record)[]).filter(
        (key): key is EditableField => key !== "currentBalance",
      )) {
        if (record[field] === before[field]) continue;
        (changes as Record<string, unknown>)[field] = record[field];
        changedFields.push(field);
      }
      const newNumber = typedNumber && typedNumber !== before.customerNumber ? typedNumber : null;
      if (newNumber) {
        if ((await takenCustomerNumbers(tx, [newNumber])).size > 0) throw customerNumberTaken(newNumber);
        changes.customerNumber = newNumber;
        changedFields.unshift("customerNumber");
      }
      const name = `${record.firstName} ${record.lastName}`;
      const customerNumber = newNumber ?? before.customerNumber;
      if (changedFields.length === 0) return { customerNumber, name, changedFields };

      await tx
        .update(customers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
      if (newNumber) await advanceCustomerNumberSequence(tx, [newNumber]);
      await recordAudit(tx, {
        actor,
        action: "customer.update",
        entity: "customer",
        entityId: id,
        details: {
          customerNumber,
          changedFields,
          ...(newNumber ? { previousCustomerNumber: before.customerNumber } : {}),
        },
      });
      return { customerNumber, name, changedFields };
    });
  } catch (error) {
    if (typedNumber && isCustomerNumberConflict(error)) throw customerNumberTaken(typedNumber);
    throw error;
  }
}

/** A member's next service is the plan visit's date: staff change the visit (the Plan Visits page), not the record. */
export function nextServiceFollowsPlan(): AppError {
  return new AppError("BAD_INPUT", "The next service due of a plan member follows the plan's visits", {
    nextServiceDue: "followsPlanVisits",
  });
}

function balancePosted(input: unknown): boolean {
  const value = (input as { currentBalance?: unknown } | null)?.currentBalance;
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
