import { Download, PlugZap, Upload, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import type { CustomerListParams } from "~/domain/customers/customer-list-params";
import { useMessages } from "~/i18n/use-messages";
import { customersHref } from "./customer-list-links";

/**
 * The screen's buttons (spec document 2 §2): Monday CRM toggles its panel, Bulk Upload and Add Customer open their
 * dialogs, all as links on the URL so they work without JavaScript; Export CSV downloads the current search.
 */
export function CustomerListToolbar({
  search,
  params,
  crmOpen,
}: {
  search: string;
  params: CustomerListParams;
  crmOpen: boolean;
}) {
  const m = useMessages().admin.customers.actions;
  const exportParams = new URLSearchParams();
  if (params.q) exportParams.set("q", params.q);
  if (params.sort !== "newest") exportParams.set("sort", params.sort);
  const exportSearch = exportParams.toString();
  const outline = buttonVariants({ variant: "outline" });
  return (
    <div role="group" aria-label={m.label} className="flex flex-wrap gap-2">
      <Link
        to={customersHref(search, { crm: crmOpen ? null : "1", job: null })}
        preventScrollReset
        aria-expanded={crmOpen}
        className={cn(outline, crmOpen && "border-primary bg-muted")}
      >
        <PlugZap aria-hidden />
        {m.crm}
      </Link>
      <a href={`/admin/customers/export.csv${exportSearch ? `?${exportSearch}` : ""}`} download className={outline}>
        <Download aria-hidden />
        {m.export}
      </a>
      <Link to={customersHref(search, { import: "1" })} preventScrollReset className={outline}>
        <Upload aria-hidden />
        {m.bulkUpload}
      </Link>
      <Link to={customersHref(search, { add: "1" })} preventScrollReset className={buttonVariants()}>
        <UserPlus aria-hidden />
        {m.add}
      </Link>
    </div>
  );
}
