import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { customerListSearch, type CustomerListParams } from "~/domain/customers/customer-list-params";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CUSTOMERS_PATH } from "./customer-list-links";

type PagerProps = { params: CustomerListParams; page: number; pageCount: number; total: number; shown: number };

/** "Showing 26–50 of 1,234", "Page 2 of 50" and Previous/Next links that keep the search, sort and page size. */
export function CustomerPager({ params, page, pageCount, total, shown }: PagerProps) {
  const m = useMessages().admin.customers.pager;
  const locale = useLocale();
  const from = total === 0 ? 0 : (page - 1) * params.size + 1;
  const href = (to: number) => `${CUSTOMERS_PATH}${customerListSearch(params, { page: to })}`;
  return (
    <nav aria-label={m.label} className="flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground">
        {format(m.showing, {
          from: formatCount(from, locale),
          to: formatCount(from + shown - (shown > 0 ? 1 : 0), locale),
          total: formatCount(total, locale),
        })}
      </p>
      <div className="flex items-center gap-2">
        <PageLink to={page > 1 ? href(page - 1) : null} label={m.previousLabel} rel="prev">
          <ChevronLeft aria-hidden />
          {m.previous}
        </PageLink>
        <p aria-current="page" className="px-2 font-medium tabular-nums">
          {format(m.pageOf, { page: formatCount(page, locale), pages: formatCount(pageCount, locale) })}
        </p>
        <PageLink to={page < pageCount ? href(page + 1) : null} label={m.nextLabel} rel="next">
          {m.next}
          <ChevronRight aria-hidden />
        </PageLink>
      </div>
    </nav>
  );
}

/** A page link, or the same words greyed out where there is no such page (a link to nowhere would be a trap). */
function PageLink({
  to,
  label,
  rel,
  children,
}: {
  to: string | null;
  label: string;
  rel: string;
  children: React.ReactNode;
}) {
  const classes = buttonVariants({ variant: "outline", size: "sm" });
  if (to === null) {
    return (
      <span aria-disabled="true" className={cn(classes, "pointer-events-none opacity-60")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} aria-label={label} className={classes}>
      {children}
    </Link>
  );
}
