import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_SORTS,
  customerListParamsFrom,
  customerListSearch,
  type CustomerListParams,
} from "~/domain/customers/customer-list-params";
import { useMessages } from "~/i18n/use-messages";
import { CUSTOMERS_PATH } from "./customer-list-links";

/** The server is asked again after a pause in typing, not on every key. */
const SEARCH_DEBOUNCE_MS = 350;

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/**
 * Search, sort and page size as a GET form: the view lives in the URL, so it can be bookmarked and works without
 * JavaScript (the Search button). With JavaScript the list follows the typing after a pause and the selects at
 * once; a new search, sort or page size starts again at page 1. When the URL changes otherwise (Back,
 * Clear search) the fields follow it, except the search box while someone types in it.
 */
export function CustomerSearchForm({ params }: { params: CustomerListParams }) {
  const m = useMessages().admin.customers;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const search = fields.namedItem("q") as HTMLInputElement | null;
    if (search && document.activeElement !== search) search.value = params.q;
    const sort = fields.namedItem("sort") as HTMLSelectElement | null;
    if (sort) sort.value = params.sort;
    const size = fields.namedItem("size") as HTMLSelectElement | null;
    if (size) size.value = String(params.size);
  }, [params.q, params.sort, params.size]);

  /** Typing replaces the history entry (Back skips the half-typed searches); a new sort or page size adds one. */
  const apply = (form: HTMLFormElement, delayMs: number, replace: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const fields = new URLSearchParams(
        [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
      );
      // The tidy address (defaults left out) of the view the form's own GET would show.
      void navigate(`${CUSTOMERS_PATH}${customerListSearch(customerListParamsFrom(fields))}`, {
        replace,
        preventScrollReset: true,
      });
    }, delayMs);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={CUSTOMERS_PATH}
      role="search"
      aria-label={m.search.region}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,9rem)_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="customer-search">{m.search.label}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="customer-search"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            placeholder={m.search.placeholder}
            aria-describedby="customer-search-hint"
            autoComplete="off"
            className="pl-9"
            onChange={(event) => apply(event.currentTarget.form!, SEARCH_DEBOUNCE_MS, true)}
          />
        </div>
        <p id="customer-search-hint" className="text-xs text-muted-foreground">
          {m.search.hint}
        </p>
      </div>
      <div className="grid gap-1.5 self-start">
        <Label htmlFor="customer-sort">{m.search.sort}</Label>
        <select
          id="customer-sort"
          name="sort"
          defaultValue={params.sort}
          className={selectClass}
          onChange={(event) => apply(event.currentTarget.form!, 0, false)}
        >
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {m.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 self-start">
        <Label htmlFor="customer-size">{m.search.size}</Label>
        <select
          id="customer-size"
          name="size"
          defaultValue={String(params.size)}
          className={selectClass}
          onChange={(event) => apply(event.currentTarget.form!, 0, false)}
        >
          {CUSTOMER_LIST_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 self-start md:mt-6">
        <Button type="submit">{m.search.apply}</Button>
        {params.q ? (
          <Link
            to={`${CUSTOMERS_PATH}${customerListSearch({ ...params, q: "", page: 1 })}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {m.search.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
