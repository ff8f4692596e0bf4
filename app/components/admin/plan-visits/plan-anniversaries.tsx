import { CustomerNameCell } from "~/components/admin/customer-name-cell";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import {
  BASIC_NEXT_VISIT_AFTER_MONTHS,
  PLAN_ANNIVERSARIES_AHEAD_DAYS,
  PLAN_RENEWAL_NOTICE_DAYS,
} from "~/domain/plans/plan-anniversaries";
import type { PlanAnniversaries, PlanAnniversaryRow } from "~/domain/plan-visits/read-plan-anniversaries.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * "Anniversaries coming" (issue 37 item 6): monthly plans renewing soon with whether their notice went, and Basic
 * customers due the offer of their next visit. Each list is the first rows of a count, shown when it is longer.
 */
export function PlanAnniversariesSection({ anniversaries }: { anniversaries: PlanAnniversaries }) {
  const m = useMessages().admin.planVisits.anniversaries;
  const values = {
    aheadDays: PLAN_ANNIVERSARIES_AHEAD_DAYS,
    noticeDays: PLAN_RENEWAL_NOTICE_DAYS,
    months: BASIC_NEXT_VISIT_AFTER_MONTHS,
  };
  return (
    <section className="flex flex-col gap-3" data-testid="plan-anniversaries">
      <div>
        <h2 className="text-lg font-semibold">{m.heading}</h2>
        <p className="text-sm text-muted-foreground">{format(m.intro, values)}</p>
      </div>
      <AnniversaryTable
        rows={anniversaries.renewals}
        total={anniversaries.renewalCount}
        dateHeader={m.anniversary}
        sentHeader={m.noticeSent}
        caption={format(m.renewalsCaption, values)}
        empty={format(m.renewalsEmpty, values)}
        testId="plan-renewal"
      />
      <h3 className="font-semibold">{m.basicHeading}</h3>
      <AnniversaryTable
        rows={anniversaries.basicOffers}
        total={anniversaries.basicOfferCount}
        dateHeader={m.offerDate}
        sentHeader={m.offerSent}
        caption={m.basicCaption}
        empty={m.basicEmpty}
        testId="plan-basic-offer"
      />
    </section>
  );
}

function AnniversaryTable(props: {
  rows: PlanAnniversaryRow[];
  total: number;
  dateHeader: string;
  sentHeader: string;
  caption: string;
  empty: string;
  testId: string;
}) {
  const m = useMessages().admin.planVisits.anniversaries;
  const locale = useLocale();
  const columns: DataTableColumn<PlanAnniversaryRow>[] = [
    {
      header: m.customer,
      rowHeader: true,
      cell: (row) => (
        <CustomerNameCell
          customerId={row.customerId}
          customerName={row.customerName}
          customerNumber={row.customerNumber}
        />
      ),
    },
    { header: m.plan, phoneLabel: true, cell: (row) => row.planName },
    { header: props.dateHeader, phoneLabel: true, cell: (row) => formatCalendarDate(row.date, locale) },
    {
      header: props.sentHeader,
      phoneLabel: true,
      cell: (row) => <Badge variant={row.sent ? "success" : "secondary"}>{row.sent ? m.yes : m.no}</Badge>,
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        rows={props.rows}
        columns={columns}
        rowKey={(row) => `${row.customerId}:${row.date}`}
        rowTestId={props.testId}
        label={props.caption}
        layout="stacked"
        widthClassName="md:min-w-[40rem]"
        empty={{ text: props.empty, testId: `${props.testId}-empty` }}
      />
      {props.total > props.rows.length ? (
        <p className="text-sm text-muted-foreground">
          {format(m.shown, { shown: props.rows.length, total: props.total })}
        </p>
      ) : null}
    </div>
  );
}
