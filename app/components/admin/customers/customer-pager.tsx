import { RangePager } from "~/components/admin/lists/range-pager";
import { customerListSearch, type CustomerListParams } from "~/domain/customers/customer-list-params";
import { useMessages } from "~/i18n/use-messages";
import { CUSTOMERS_PATH } from "./customer-list-links";

type PagerProps = { params: CustomerListParams; page: number; pageCount: number; total: number; shown: number };

/** The customer list's pager: its links keep the search, sort and page size. */
export function CustomerPager({ params, ...counts }: PagerProps) {
  return (
    <RangePager
      words={useMessages().admin.customers.pager}
      pageSize={params.size}
      hrefOf={(page) => `${CUSTOMERS_PATH}${customerListSearch(params, { page })}`}
      {...counts}
    />
  );
}
