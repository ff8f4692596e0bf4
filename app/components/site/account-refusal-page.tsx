import type { LucideIcon } from "lucide-react";
import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { format } from "~/i18n/catalog";
import { PhoneLink } from "./phone-link";
import { useRootData } from "./root-data";

/**
 * The frame of a 403 page for a signed-in account at an address its role does not reach (a customer at a staff
 * address, a technician at a customer's or staff's): which account it is, the page's own way on, and the office phone.
 */
export function AccountRefusalPage({
  icon: Icon,
  words,
  children,
}: {
  icon: LucideIcon;
  words: { title: string; body: string; needHelp: string };
  children: ReactNode;
}) {
  const data = useRootData();
  const phone = data?.business.mainPhone ?? DEFAULT_SETTINGS.mainPhone;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{words.title}</h1>
      {data?.user ? (
        <p className="mt-3 text-muted-foreground">{format(words.body, { email: data.user.email })}</p>
      ) : null}
      {children}
      <PhoneLink
        phone={phone}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Phone aria-hidden className="size-4" />
        {format(words.needHelp, { phone })}
      </PhoneLink>
    </div>
  );
}
