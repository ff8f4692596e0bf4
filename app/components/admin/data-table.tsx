import type { ReactNode } from "react";
import { cn } from "~/components/ui/class-names";

/** Classes of a column's cells: fixed, or chosen per row (a balance in red when it is owed). */
type CellClasses<Row> = string | ((row: Row) => string | false | null | undefined);

/** One column of a back-office table, declared as data: its header's words and what each row puts in its cell. */
export type DataTableColumn<Row> = {
  /** The header's words; in a stacked table also the cell's label on a phone (see `phoneLabel`). */
  header: string;
  /** The header is for screen readers only (a column of buttons needs no visible title, but a name). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  className?: CellClasses<Row>;
  /** Figures line up on the right, their header too. */
  align?: "right";
  /** The cell names its row for screen readers: a `<th scope="row">` (the customer's name, say). */
  rowHeader?: boolean;
  /** In a stacked table, the header's words before the value on a phone, where the header row is hidden. */
  phoneLabel?: boolean;
};

/** What a table with no rows shows instead: the spec's words, a hint below them, a test id to find it by. */
export type DataTableEmptyState = { text: string; hint?: string; testId: string };

type DataAttributes = { [name: `data-${string}`]: string };

/**
 * How a table meets a narrow screen. `scroll`: the table keeps its width and scrolls sideways inside a focusable
 * region, so a keyboard can scroll it too. `stacked`: from the md breakpoint up a table, below it a list of cards,
 * so a phone shows each row whole; the markup stays one <table>, the header row is left to screen readers and each
 * cell says what it is (`phoneLabel`).
 */
export type DataTableLayout = "scroll" | "stacked";

const LAYOUTS = {
  scroll: {
    region: "overflow-x-auto rounded-lg border bg-card",
    table: "w-full text-sm",
    head: undefined,
    body: undefined,
    row: undefined,
    cell: "border-b py-3 align-top",
  },
  stacked: {
    region: "rounded-lg border bg-card md:overflow-x-auto",
    table: "w-full text-sm max-md:block",
    head: "max-md:sr-only",
    body: "max-md:block",
    row: "max-md:block max-md:border-b max-md:px-3 max-md:py-2 max-md:last:border-b-0",
    cell: "py-3 align-top md:border-b max-md:block max-md:px-0 max-md:py-1",
  },
} as const;

const HEAD_CELL = "border-b py-2 font-semibold text-muted-foreground";

export type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Each row's `data-testid`, which the end-to-end tests find rows by. */
  rowTestId: string;
  /** More `data-` attributes of a row (its record's id, say). */
  rowData?: (row: Row) => DataAttributes;
  rowClassName?: string;
  /** Names the scrolling region and, unless `caption` is false, the table itself (a screen-reader caption). */
  label: string;
  caption?: boolean;
  /** Shown instead of the table when there is no row; without it an empty table keeps its header row. */
  empty?: DataTableEmptyState;
  layout?: DataTableLayout;
  /** The width below which the table scrolls (`min-w-[56rem]`; `md:min-w-[60rem]` for a stacked one). */
  widthClassName: string;
  /** The region's classes in place of the layout's, for a table framed differently (a card with a shadow). */
  regionClassName?: string;
  /** The rows are being replaced (a search under way). */
  busy?: boolean;
  /** Narrower cell padding and one-line headers, for a table with many columns. */
  dense?: boolean;
};

/** The back office's one table: a list of records as rows, or its empty state. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  rowData,
  rowClassName,
  label,
  caption = true,
  empty,
  layout = "scroll",
  widthClassName,
  regionClassName,
  busy = false,
  dense = false,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <DataTableEmpty {...empty} />;
  const parts = LAYOUTS[layout];
  const padding = dense ? "px-2.5" : "px-3";
  return (
    <div
      className={regionClassName ?? parts.region}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
    >
      <table className={cn(parts.table, widthClassName)}>
        {caption ? <caption className="sr-only">{label}</caption> : null}
        <thead className={parts.head}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn(HEAD_CELL, padding, dense && "whitespace-nowrap", textAlign(column.align, true))}
              >
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={parts.body}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              {...rowData?.(row)}
              className={cn(parts.row, rowClassName) || undefined}
            >
              {columns.map((column, index) => {
                const className = cn(
                  parts.cell,
                  padding,
                  textAlign(column.align, Boolean(column.rowHeader)),
                  column.rowHeader && "font-normal",
                  typeof column.className === "function" ? column.className(row) : column.className,
                );
                const content = (
                  <>
                    {layout === "stacked" && column.phoneLabel ? <CellLabel>{column.header}</CellLabel> : null}
                    {column.cell(row)}
                  </>
                );
                return column.rowHeader ? (
                  <th key={index} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={index} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A <th> centres its words unless told otherwise; a <td> is left-aligned already. */
function textAlign(align: DataTableColumn<unknown>["align"], isHeader: boolean): string | undefined {
  if (align === "right") return "text-right";
  return isHeader ? "text-left" : undefined;
}

/** The column's name before a cell's value, on phones only (the header row names it on wider screens). */
function CellLabel({ children }: { children: ReactNode }) {
  return <span className="mr-1 font-medium text-muted-foreground md:hidden">{children}:</span>;
}

function DataTableEmpty({ text, hint, testId }: DataTableEmptyState) {
  return (
    <div className="rounded-lg border border-dashed p-8 text-center" data-testid={testId}>
      <p className="font-semibold">{text}</p>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
