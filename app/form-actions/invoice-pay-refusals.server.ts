import { failureToast, type FormToast } from "~/http/form-toast";
import type { Messages } from "~/i18n/catalog";

type InvoiceWords = Messages["portal"]["invoices"];

/**
 * The words of a refused "Pay" (portal list, invoice page, invoice link): the domain names the `invoice` field with
 * why (none chosen, too many, paid or void meanwhile, nothing owed) and the link's `phoneLast4` (wrong, too many,
 * required); every other refusal keeps the pipeline's words.
 */
export function invoicePayFieldWords(keys: Record<string, string>, words: InvoiceWords): Record<string, string> {
  const t = words.toasts;
  const byKey: Record<string, string> = {
    required: t.required,
    tooMany: t.tooMany,
    void: t.notPayable,
    paid: t.notPayable,
    nothingOwed: t.nothingOwed,
  };
  const phone: Record<string, string> = {
    wrong: words.link.wrong,
    tooMany: words.link.tooMany,
    required: words.link.required,
  };
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      (field === "phoneLast4" ? phone[key] : byKey[key]) ?? t.required,
    ]),
  );
}

export function invoicePayToast(keys: Record<string, string>, words: InvoiceWords, phone: string): FormToast {
  const t = words.toasts;
  if (keys.phoneLast4)
    return failureToast(
      words.link.lockedTitle,
      (keys.phoneLast4 === "tooMany"
        ? words.link.tooMany
        : keys.phoneLast4 === "wrong"
          ? words.link.wrong
          : words.link.required
      ).replace("{phone}", phone),
    );
  if (keys.invoice === "void" || keys.invoice === "paid") return failureToast(t.notPayableTitle, t.notPayable);
  if (keys.invoice === "nothingOwed") return failureToast(t.nothingOwedTitle, t.nothingOwed);
  return failureToast(t.invalidTitle, keys.invoice === "tooMany" ? t.tooMany : t.required);
}
