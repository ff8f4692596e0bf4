import { ChevronDown, ClipboardList, LayoutDashboard, LogOut, Settings, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { displayName, type ShellUser } from "./root-data";
import { SIGN_OUT_FORM_ID } from "./sign-out-form";
import { visibleAccountLinks } from "./site-navigation";

const ICONS = { dashboard: LayoutDashboard, servicePlans: ClipboardList, profileSettings: Settings, backOffice: ShieldCheck };

/**
 * The signed-in account menu 'My Account' (spec 1 §2): the trigger shows the first name, or the e-mail.
 * Sign Out submits the header's <SignOutForm>.
 */
export function AccountMenu({ user }: { user: ShellUser }) {
  const messages = useMessages();
  const t = messages.shell.account;
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-56">
          <UserRound aria-hidden />
          <span className="sr-only">{t.title}: </span>
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          {t.title}
          <span className="block break-all text-xs font-normal text-muted-foreground">{format(t.signedInAs, { email: user.email })}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {visibleAccountLinks(user.isAdmin).map((link) => {
          const Icon = ICONS[link.label];
          return (
            <DropdownMenuItem key={link.href} asChild>
              <Link to={link.href}>
                <Icon aria-hidden className="size-4" />
                {t[link.label]}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <button type="submit" form={SIGN_OUT_FORM_ID} className="w-full">
            <LogOut aria-hidden className="size-4" />
            {messages.common.signOut}
          </button>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
