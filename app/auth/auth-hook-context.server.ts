import { AsyncLocalStorage } from "node:async_hooks";
import type { Database, Transaction } from "~/db/client.server";
import type { Locale } from "~/i18n/catalog";

/**
 * better-auth runs sign-up inside one database transaction but does not hand its hooks the Drizzle transaction.
 * The database we give its adapter remembers each transaction it opens here, so a hook can write our own rows
 * (profile, lead, CRM job) in that same transaction. On PGlite (one connection) a query outside the open
 * transaction would wait for it forever, so hooks must use this `tx` and nothing else.
 */
const openTransaction = new AsyncLocalStorage<Transaction>();

export function capturingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      const transaction: Database["transaction"] = (callback, config) =>
        target.transaction((tx) => openTransaction.run(tx, () => callback(tx)), config);
      return transaction;
    },
  });
}

/** The Drizzle transaction better-auth has open around the current hook, if any. */
export function currentAuthTransaction(): Transaction | undefined {
  return openTransaction.getStore();
}

/**
 * What our sign-up action knows that better-auth's endpoint does not: the language the visitor used, and the writes
 * of the form's own fields (the phone, the SMS consent box) that must commit with the account, run by the hook in
 * sign-up's transaction.
 */
type SignUpContext = { locale: Locale; inSignUpTransaction?: (tx: Transaction, userId: string) => Promise<void> };
const signUpContext = new AsyncLocalStorage<SignUpContext>();

export function runWithSignUpContext<T>(context: SignUpContext, work: () => Promise<T>): Promise<T> {
  return signUpContext.run(context, work);
}

export function currentSignUpContext(): SignUpContext | undefined {
  return signUpContext.getStore();
}
