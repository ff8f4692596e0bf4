import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  HISTORY_PAYMENT_FILTERS,
  HISTORY_SEARCH_MAX_LENGTH,
  hasHistoryFilters,
  type HistoryFilters,
} from "~/domain/service-history/history-filters";
import { useMessages } from "~/i18n/use-messages";

/** Text search waits for a pause in typing before it asks the server again. */
const SEARCH_DEBOUNCE_MS = 400;

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/**
 * The filters as a GET form: they live in the URL, so a filtered view is bookmarkable and works without
 * JavaScript (Apply Filters). With JavaScript the selects apply at once and the text box after a pause; when the
 * URL changes otherwise (Back, Clear Filters) the fields follow it, except the text box while someone types in it.
 */
export function HistoryFiltersForm({
  filters,
  serviceTypes,
  clearPath,
}: {
  filters: HistoryFilters;
  serviceTypes: string[];
  clearPath: string;
}) {
  const m = useMessages().portal.history;
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
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
    if (search && document.activeElement !== search) search.value = filters.q;
    const payment = fields.namedItem("payment") as HTMLSelectElement | null;
    if (payment) payment.value = filters.payment;
    const type = fields.namedItem("type") as HTMLSelectElement | null;
    if (type) type.value = filters.type;
  }, [filters.q, filters.payment, filters.type]);

  const apply = (form: HTMLFormElement, delayMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delayMs);
  };
  // A type no longer in the customer's history (a stale bookmark) still shows as chosen.
  const typeOptions =
    filters.type !== "all" && !serviceTypes.includes(filters.type) ? [...serviceTypes, filters.type] : serviceTypes;

  return (
    <Card>
      <div className="p-4 sm:p-6">
        <Form
          ref={formRef}
          method="get"
          role="search"
          aria-label={m.filtersTitle}
          className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="history-q">{m.search}</Label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="history-q"
                name="q"
                type="search"
                defaultValue={filters.q}
                maxLength={HISTORY_SEARCH_MAX_LENGTH}
                placeholder={m.searchPlaceholder}
                className="pl-9"
                onChange={(event) => apply(event.currentTarget.form!, SEARCH_DEBOUNCE_MS)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="history-payment">{m.paymentStatus}</Label>
            <select
              id="history-payment"
              name="payment"
              defaultValue={filters.payment}
              className={selectClass}
              onChange={(event) => apply(event.currentTarget.form!, 0)}
            >
              {HISTORY_PAYMENT_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {status === "all" ? m.all : m.paymentStatuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="history-type">{m.serviceType}</Label>
            <select
              id="history-type"
              name="type"
              defaultValue={filters.type}
              className={selectClass}
              onChange={(event) => apply(event.currentTarget.form!, 0)}
            >
              <option value="all">{m.all}</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <Button type="submit">{m.apply}</Button>
            {hasHistoryFilters(filters) ? (
              <Link to={clearPath} className={buttonVariants({ variant: "outline" })}>
                {m.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </div>
    </Card>
  );
}
