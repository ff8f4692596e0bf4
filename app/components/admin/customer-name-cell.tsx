import { Link } from "react-router";

/** A back-office list's customer cell: the name linking to the customer's page, the customer number under it. */
export function CustomerNameCell({
  customerId,
  customerName,
  customerNumber,
}: {
  customerId: string;
  customerName: string;
  customerNumber: string;
}) {
  return (
    <>
      <Link
        to={`/admin/customers/${customerId}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {customerName}
      </Link>
      <span className="block text-xs text-muted-foreground">{customerNumber}</span>
    </>
  );
}
