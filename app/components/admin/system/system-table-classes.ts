/** The System page's tables: wider than a phone, so each scrolls sideways inside its section. */
export const tableClass = "w-full min-w-[32rem] text-left text-sm";
export const headCellClass = "border-b px-3 py-2 font-semibold text-muted-foreground";
export const cellClass = "border-b px-3 py-2 align-top";
