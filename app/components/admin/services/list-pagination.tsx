import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";

type PaginationWords = { label: string; previous: string; next: string; pageOf: string };

/** Previous / Next links for a list paged in the URL (a disabled end is shown, not removed, so nothing jumps). */
export function ListPagination({
  page,
  pageCount,
  hrefFor,
  words,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  words: PaginationWords;
}) {
  if (pageCount <= 1) return null;
  const button = buttonVariants({ variant: "outline", size: "sm" });
  const end = cn(button, "pointer-events-none opacity-50");
  return (
    <nav aria-label={words.label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">{format(words.pageOf, { page, pages: pageCount })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={button}>
            <ChevronLeft aria-hidden />
            {words.previous}
          </Link>
        ) : (
          <span aria-disabled="true" className={end}>
            <ChevronLeft aria-hidden />
            {words.previous}
          </span>
        )}
        {page < pageCount ? (
          <Link to={hrefFor(page + 1)} rel="next" className={button}>
            {words.next}
            <ChevronRight aria-hidden />
          </Link>
        ) : (
          <span aria-disabled="true" className={end}>
            {words.next}
            <ChevronRight aria-hidden />
          </span>
        )}
      </div>
    </nav>
  );
}
