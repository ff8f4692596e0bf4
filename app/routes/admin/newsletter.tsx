import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { ScreenLoadError } from "~/components/screen-load-error";
import { requireAdmin } from "~/auth/require-user.server";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CUSTOMER_LIST_PAGE_SIZES } from "~/config/business-rules";
import { formatBusinessDate, formatCount } from "~/domain/dashboard/dashboard-format";
import {
  listNewsletterSubscribers,
  type NewsletterSubscriberRow,
} from "~/domain/newsletter/list-newsletter-subscribers.server";
import {
  NEWSLETTER_SEARCH_MAX_LENGTH,
  newsletterListParamsFrom,
  newsletterListSearch,
} from "~/domain/newsletter/newsletter-list-params";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/newsletter";

const PATH = "/admin/newsletter";
const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 md:text-sm";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.newsletter.metaTitle }];
}

/** The subscribers (`?q=&page=&size=`), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const params = newsletterListParamsFrom(new URL(request.url).searchParams);
  return { params, list: await listNewsletterSubscribers({ actor, params }) };
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.newsletter;
  const locale = useLocale();
  const { params, list } = loaderData;
  const columns: DataTableColumn<NewsletterSubscriberRow>[] = [
    { header: m.email, className: "break-all font-medium", cell: (row) => row.email },
    { header: m.name, cell: (row) => row.name ?? <span aria-hidden>{m.noName}</span> },
    { header: m.source, cell: (row) => m.sources[row.source] ?? row.source },
    {
      header: m.subscribedAt,
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => formatBusinessDate(row.subscribedAt, locale),
    },
  ];
  const exportHref = `${PATH}/export.csv${params.q ? `?${new URLSearchParams({ q: params.q })}` : ""}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
        </div>
        <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden />
          {m.exportCsv}
        </a>
      </div>
      <Form
        method="get"
        action={PATH}
        role="search"
        aria-label={m.searchLabel}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto] sm:items-end"
      >
        <div className="space-y-2">
          <Label htmlFor="newsletter-q">{m.search}</Label>
          <Input
            id="newsletter-q"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={NEWSLETTER_SEARCH_MAX_LENGTH}
            placeholder={m.searchPlaceholder}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="newsletter-size">{m.pageSize}</Label>
          <select id="newsletter-size" name="size" defaultValue={String(params.size)} className={SELECT_CLASSES}>
            {CUSTOMER_LIST_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <Search aria-hidden />
            {m.apply}
          </Button>
          {params.q ? (
            <Link
              to={`${PATH}${newsletterListSearch(params, { q: "", page: 1 })}`}
              className={buttonVariants({ variant: "ghost" })}
            >
              {m.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <div>
        <Badge variant="secondary" size="md" data-testid="newsletter-count">
          {list.total === 1 ? m.countOne : format(m.countMany, { count: formatCount(list.total, locale) })}
        </Badge>
      </div>
      <DataTable
        rows={list.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="subscriber-row"
        label={m.caption}
        empty={{ text: m.empty, hint: m.emptyHint, testId: "newsletter-empty" }}
        widthClassName="min-w-[36rem]"
      />
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => `${PATH}${newsletterListSearch(params, { page })}`}
        words={m.pagination}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.newsletter;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
