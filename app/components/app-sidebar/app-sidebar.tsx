import * as Dialog from "@radix-ui/react-dialog";
import * as Tooltip from "@radix-ui/react-tooltip";
import { Snowflake, X } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/class-names";
import { SIDEBAR_ID, useSidebar } from "./sidebar-context";
import type { SidebarBadge, SidebarLink } from "./sidebar-entries";

export type AppSidebarLabels = {
  /** Names the sidebar landmark. */
  sidebar: string;
  /** Names the navigation landmark inside it. */
  navigation: string;
  /** Title of the mobile sheet (read by screen readers). */
  menu: string;
  closeMenu: string;
};

type AppSidebarProps = {
  brand: string;
  links: SidebarLink[];
  labels: AppSidebarLabels;
  /** The sidebar's footer; `collapsed` means only icons fit. */
  footer: (options: { collapsed: boolean }) => React.ReactNode;
};

/**
 * The collapsible sidebar both shells share: a column that is w-64 expanded and w-14 (icons with tooltips)
 * collapsed on screens from 768 px, and an off-canvas sheet below that.
 */
export function AppSidebar({ brand, links, labels, footer }: AppSidebarProps) {
  const { open, mobileOpen, setMobileOpen } = useSidebar();
  const collapsed = !open;
  return (
    <Tooltip.Provider delayDuration={0}>
      <aside
        id={SIDEBAR_ID}
        aria-label={labels.sidebar}
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-svh shrink-0 flex-col overflow-hidden border-r bg-muted transition-[width] duration-200 ease-out motion-reduce:transition-none md:flex",
          collapsed ? "w-14" : "w-64",
        )}
      >
        <SidebarBody brand={brand} links={links} navLabel={labels.navigation} collapsed={collapsed} footer={footer} />
      </aside>

      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-foreground/40 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-muted shadow-xl focus:outline-none md:hidden"
          >
            <Dialog.Title className="sr-only">{labels.menu}</Dialog.Title>
            <Dialog.Close
              className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={labels.closeMenu}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
            <SidebarBody
              brand={brand}
              links={links}
              navLabel={labels.navigation}
              collapsed={false}
              footer={footer}
              onNavigate={() => setMobileOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Tooltip.Provider>
  );
}

function SidebarBody({
  brand,
  links,
  navLabel,
  collapsed,
  footer,
  onNavigate,
}: {
  brand: string;
  links: SidebarLink[];
  navLabel: string;
  collapsed: boolean;
  footer: AppSidebarProps["footer"];
  onNavigate?: () => void;
}) {
  const footerContent = footer({ collapsed });
  return (
    <>
      <div className={cn("flex h-14 shrink-0 items-center gap-2 border-b", collapsed ? "justify-center px-2" : "px-4")}>
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Snowflake aria-hidden className="size-4" />
        </span>
        <span
          className={cn("text-sm font-semibold leading-tight", collapsed ? "sr-only" : "line-clamp-2 pr-8 md:pr-0")}
        >
          {brand}
        </span>
      </div>
      <nav aria-label={navLabel} className="flex-1 overflow-y-auto overflow-x-hidden p-2">
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.key}>
              <SidebarTooltip
                label={link.badge ? `${link.label} (${link.badge.label})` : link.label}
                enabled={collapsed}
              >
                <Link
                  to={link.to}
                  prefetch="intent"
                  onClick={onNavigate}
                  aria-current={link.active ? "page" : undefined}
                  className={cn(
                    "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    link.active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-background",
                  )}
                >
                  <span className="relative shrink-0">
                    <link.icon aria-hidden className="size-4" />
                    {link.badge && collapsed ? (
                      <span
                        aria-hidden
                        className={cn(
                          "absolute -right-1 -top-1 size-2 rounded-full ring-2",
                          link.active ? "bg-primary-foreground ring-primary" : "bg-primary ring-muted",
                        )}
                      />
                    ) : null}
                  </span>
                  <span className={collapsed ? "sr-only" : "truncate"}>{link.label}</span>
                  {link.badge ? <EntryBadge badge={link.badge} active={link.active} collapsed={collapsed} /> : null}
                </Link>
              </SidebarTooltip>
            </li>
          ))}
        </ul>
      </nav>
      {footerContent ? <div className={cn("shrink-0 border-t", collapsed ? "p-2" : "p-3")}>{footerContent}</div> : null}
    </>
  );
}

/**
 * An entry's count: a small pill with the number (99+ above 99) when expanded, a dot on the icon when collapsed;
 * either way a screen reader hears the worded count ("3 new") after the entry's name.
 */
function EntryBadge({ badge, active, collapsed }: { badge: SidebarBadge; active: boolean; collapsed: boolean }) {
  return (
    <>
      {collapsed ? null : (
        <span
          aria-hidden
          data-testid="sidebar-count"
          className={cn(
            "ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums",
            active ? "bg-primary-foreground text-primary" : "bg-primary text-primary-foreground",
          )}
        >
          {badge.count > 99 ? "99+" : badge.count}
        </span>
      )}
      <span className="sr-only">{`, ${badge.label}`}</span>
    </>
  );
}

/** Shows `label` beside a collapsed sidebar's icon on hover and focus; expanded entries show their text instead. */
export function SidebarTooltip({
  label,
  enabled,
  children,
}: {
  label: string;
  enabled: boolean;
  children: React.ReactElement;
}) {
  if (!enabled) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
