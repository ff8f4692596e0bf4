import type * as React from "react";
import { telHref } from "~/format/phone-number";

/** A phone number that dials when tapped. */
export function PhoneLink({
  phone,
  children,
  ...props
}: { phone: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={telHref(phone)} {...props}>
      {children ?? phone}
    </a>
  );
}
