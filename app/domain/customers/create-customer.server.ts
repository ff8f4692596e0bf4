import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { openOpeningBalanceInvoices } from "~/domain/invoices/open-opening-balance-invoices.server";
import { advanceCustomerNumberSequence, takenCustomerNumbers } from "./customer-numbers.server";
import { isCustomerNumberConflict } from "./customer-number-conflict.server";
import { CustomerRecordSchema, customerFieldErrors, type CustomerFieldErrors } from "./customer-schemas";

/** Tries at taking a number from the sequence before giving up (see the loop below). */
const SEQUENCE_ATTEMPTS = 3;

export type CreateCustomerInput = { actor: { id: string }; input: unknown };
export type CreatedCustomer = {
  id: string;
  customerNumber: string;
  name: string;
};

/** The refusal for a customer number that another record has (DECISIONS.md §4); the screen words the key. */
export function customerNumberTaken(customerNumber: string): AppError {
  const fieldErrors: CustomerFieldErrors = {
    customerNumber: "customerNumberTaken",
  };
  return new AppError("BAD_INPUT", `Customer number ${customerNumber} already exists`, fieldErrors);
}

/**
 * Adds a customer record from the staff form (spec document 2 §5). The number is the next from the AW sequence
 * unless staff typed one; a typed number another record has is refused as a field error, also when two staff add
 * it at the same moment (the unique constraint decides), and a typed `AW<n>` moves the sequence past it. Bad input:
 * BAD_INPUT with one message key per field.
 */
export async function createCustomer({ actor, input }: CreateCustomerInput): Promise<CreatedCustomer> {
  const parsed = CustomerRecordSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The customer record has invalid fields", customerFieldErrors(parsed.error));
  const { customerNumber, ...record } = parsed.data;
  const db = await database();
  // A number from the sequence can only meet an older record's number that was never moved past (data written
  // before the sequence existed): the next attempt takes the next number.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (customerNumber && (await takenCustomerNumbers(tx, [customerNumber])).size > 0)
          throw customerNumberTaken(customerNumber);
        const [created] = await tx
          .insert(customers)
          .values({ ...record, source: "staff", ...(customerNumber ? { customerNumber } : {}) })
          .returning({
            id: customers.id,
            customerNumber: customers.customerNumber,
          });
        if (customerNumber) await advanceCustomerNumberSequence(tx, [customerNumber]);
        // A balance typed for a new customer is owed already: it becomes an open opening-balance invoice (ADR 084).
        await openOpeningBalanceInvoices(tx, {
          balances: [{ customerId: created!.id, dollars: record.currentBalance }],
          now: new Date(),
        });
        const name = `${record.firstName} ${record.lastName}`;
        await recordAudit(tx, {
          actor,
          action: "customer.create",
          entity: "customer",
          entityId: created!.id,
          details: {
            customerNumber: created!.customerNumber,
            name,
            numberTyped: customerNumber !== null,
          },
        });
        return {
          id: created!.id,
          customerNumber: created!.customerNumber,
          name,
        };
      });
    } catch (error) {
      if (customerNumber && isCustomerNumberConflict(error)) throw customerNumberTaken(customerNumber);
      if (!customerNumber && attempt < SEQUENCE_ATTEMPTS && isCustomerNumberConflict(error)) continue;
      throw error;
    }
  }
}
