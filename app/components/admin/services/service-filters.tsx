import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import type { CustomerChoice } from "~/domain/customers/find-customer-choices.server";
import {
  SERVICE_PAYMENT_STATUSES,
  SERVICE_SEARCH_MAX_LENGTH,
  serviceListSearch,
  type ServiceListParams,
} from "~/domain/service-history/service-record-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SERVICES_PATH } from "./service-dialog-links";

export const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm";

/** The search and payment filter: a GET form, so the view is in the URL, bookmarkable and works without JavaScript. */
export function ServiceFilters({ params, customer }: { params: ServiceListParams; customer: CustomerChoice | null }) {
  const m = useMessages().admin.services.filters;
  const statuses = useMessages().admin.services.paymentStatuses;
  const filtered = params.q !== "" || params.payment !== "all";
  return (
    <div className="flex flex-col gap-3">
      {customer ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">
            {format(m.customer, { name: customer.name, number: customer.customerNumber })}
          </span>
          <Link
            to={`${SERVICES_PATH}${serviceListSearch(params, { customer: null, page: 1 })}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <X aria-hidden />
            {m.allCustomers}
          </Link>
        </p>
      ) : null}
      <Form
        method="get"
        action={SERVICES_PATH}
        role="search"
        aria-label={m.label}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_7rem_auto] sm:items-end"
      >
        {params.customer ? <input type="hidden" name="customer" value={params.customer} /> : null}
        <div className="space-y-2">
          <Label htmlFor="services-q">{m.search}</Label>
          <Input
            id="services-q"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={SERVICE_SEARCH_MAX_LENGTH}
            placeholder={m.searchPlaceholder}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="services-payment">{m.payment}</Label>
          <select id="services-payment" name="payment" defaultValue={params.payment} className={SELECT_CLASSES}>
            <option value="all">{m.allStatuses}</option>
            {SERVICE_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="services-size">{m.pageSize}</Label>
          <select id="services-size" name="size" defaultValue={String(params.size)} className={SELECT_CLASSES}>
            {CUSTOMER_LIST_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="default">
            <Search aria-hidden />
            {m.apply}
          </Button>
          {filtered ? (
            <Link
              to={`${SERVICES_PATH}${serviceListSearch(params, { q: "", payment: "all", page: 1 })}`}
              className={buttonVariants({ variant: "ghost" })}
            >
              {m.clear}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
