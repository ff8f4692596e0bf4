/** The customers screen's address; its dialogs and views are search parameters on it. */
export const CUSTOMERS_PATH = "/admin/customers";

/**
 * The customers screen with some search parameters set (a string) or removed (null), the others kept: opening a
 * dialog keeps the search, sort and page behind it, and closing it comes back to the same view.
 */
export function customersHref(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `${CUSTOMERS_PATH}?${text}` : CUSTOMERS_PATH;
}

/** The same screen without the parameters of its dialogs: where a dialog closes to. */
export function customersHrefWithout(search: string, ...names: string[]): string {
  return customersHref(search, Object.fromEntries(names.map((name) => [name, null])));
}
