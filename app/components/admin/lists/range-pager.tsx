import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { useLocale } from "~/i18n/use-messages";

export type RangePagerWords = {
  label: string;
  showing: string;
  pageOf: string;
  previous: string;
  previousLabel: string;
  next: string;
  nextLabel: string;
};

type RangePagerProps = {
  words: RangePagerWords;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  shown: number;
  /** The list's address at another page, keeping its search, filter and sort. */
  hrefOf: (page: number) => string;
};

/** "Showing 26–50 of 1,234", "Page 2 of 50" and Previous/Next links, for a back-office list paged in its URL. */
export function RangePager({ words, page, pageCount, pageSize, total, shown, hrefOf }: RangePagerProps) {
  const locale = useLocale();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label={words.label} className="flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground">
        {format(words.showing, {
          from: formatCount(from, locale),
          to: formatCount(from + shown - (shown > 0 ? 1 : 0), locale),
          total: formatCount(total, locale),
        })}
      </p>
      <div className="flex items-center gap-2">
        <PageLink to={page > 1 ? hrefOf(page - 1) : null} label={words.previousLabel} rel="prev">
          <ChevronLeft aria-hidden />
          {words.previous}
        </PageLink>
        <p aria-current="page" className="px-2 font-medium tabular-nums">
          {format(words.pageOf, { page: formatCount(page, locale), pages: formatCount(pageCount, locale) })}
        </p>
        <PageLink to={page < pageCount ? hrefOf(page + 1) : null} label={words.nextLabel} rel="next">
          {words.next}
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
