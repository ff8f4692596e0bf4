import type { ReactNode } from "react";

/**
 * Class names for a table that is a table from the md breakpoint up and a list of cards below it, so a phone shows
 * each lead or sign-up whole instead of a strip to scroll sideways. The markup stays one <table>; below md the
 * header row is left to screen readers and each cell says what it is with <CellLabel>.
 */
export const stacked = {
  table: "w-full text-sm max-md:block",
  head: "max-md:sr-only",
  body: "max-md:block",
  row: "max-md:block max-md:border-b max-md:px-3 max-md:py-2 max-md:last:border-b-0",
  headCell: "border-b px-3 py-2 text-left font-semibold text-muted-foreground",
  cell: "px-3 py-3 align-top md:border-b max-md:block max-md:px-0 max-md:py-1",
} as const;

/** The column's name before a cell's value, on phones only (the header row names it on wider screens). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="mr-1 font-medium text-muted-foreground md:hidden">{children}:</span>;
}
