import { ChevronDown, ClipboardList, LayoutDashboard, LogOut, Settings, ShieldCheck, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { displayName, type ShellUser } from "./root-data";
import { SIGN_OUT_FORM_ID } from "./sign-out-form";
import { visibleAccountLinks } from "./site-navigation";

const ICONS = {
  dashboard: LayoutDashboard,
  servicePlans: ClipboardList,
  profileSettings: Settings,
  backOffice: ShieldCheck,
};
const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus:bg-muted focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The signed-in account menu 'My Account' (spec 1 §2): the trigger shows the first name, or the e-mail. A menu
 * button of our own (no popper library on public pages): arrow keys, Home and End move between the entries;
 * Escape, a click outside or choosing an entry closes it, and focus goes back to the button.
 * Sign Out submits the header's <SignOutForm>; the menu stays in the document while closed (only hidden), so
 * that button is still connected when its click submits the form.
 */
export function AccountMenu({ user }: { user: ShellUser }) {
  const messages = useMessages();
  const t = messages.shell.account;
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<"first" | "last">("first");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const location = useLocation();

  const entries = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const openAt = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const list = entries();
    (focusOnOpen.current === "first" ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openAt(event.key === "ArrowDown" ? "first" : "last");
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) {
      // Tab leaves the menu for the next thing on the page, as from any menu.
      if (event.key === "Tab") setOpen(false);
      return;
    }
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  };
  // Focus moving to something outside (not a click on the menu's own text, which blurs to nothing) closes it.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="outline"
        className="max-w-56"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
      >
        <UserRound aria-hidden />
        <span className="sr-only">{t.title}: </span>
        <span className="truncate">{displayName(user)}</span>
        <ChevronDown aria-hidden />
      </Button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(true);
        }}
        className="absolute right-0 top-full z-50 mt-1 w-60 rounded-md border bg-background p-1 text-foreground shadow-md"
      >
        <div className="px-2 py-1.5 text-sm font-semibold">
          {t.title}
          <span className="block break-all text-xs font-normal text-muted-foreground">
            {format(t.signedInAs, { email: user.email })}
          </span>
        </div>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        {visibleAccountLinks(user.isAdmin).map((link) => {
          const Icon = ICONS[link.label];
          return (
            <Link key={link.href} to={link.href} role="menuitem" tabIndex={-1} className={ITEM}>
              <Icon aria-hidden className="size-4" />
              {t[link.label]}
            </Link>
          );
        })}
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        <button type="submit" form={SIGN_OUT_FORM_ID} role="menuitem" tabIndex={-1} className={ITEM}>
          <LogOut aria-hidden className="size-4" />
          {messages.common.signOut}
        </button>
      </div>
    </div>
  );
}
