import { Menu, PanelLeft } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { SIDEBAR_ID, SidebarProvider, useSidebar } from "./sidebar-context";

export type SidebarShellLabels = {
  skipToContent: string;
  /** Desktop button that expands or collapses the sidebar (also Ctrl/Cmd+B). */
  toggleSidebar: string;
  /** Phone button that opens the sidebar sheet. */
  openMenu: string;
};

type SidebarShellProps = {
  /** Expanded or collapsed, as the layout loader read it from the cookie. */
  defaultOpen: boolean;
  title: string;
  labels: SidebarShellLabels;
  sidebar: React.ReactNode;
  headerEnd?: React.ReactNode;
  /** Shown above the page, inside the main landmark (notices such as "verify your e-mail"). */
  banner?: React.ReactNode;
  children: React.ReactNode;
};

/** The frame of the portal and the back office: sidebar, header with the shell's title, and the page. */
export function SidebarShell({ defaultOpen, title, labels, sidebar, headerEnd, banner, children }: SidebarShellProps) {
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:ring-2 focus:ring-ring"
      >
        {labels.skipToContent}
      </a>
      <div className="flex min-h-svh bg-background">
        {sidebar}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
            <SidebarTriggers labels={labels} />
            <p className="truncate text-base font-semibold">{title}</p>
            <div className="ml-auto flex shrink-0 items-center gap-2">{headerEnd}</div>
          </header>
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none md:px-6 lg:px-8">
            <div className="mx-auto w-full max-w-6xl">
              {banner}
              {children}
            </div>
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}

function SidebarTriggers({ labels }: { labels: SidebarShellLabels }) {
  const { open, mobileOpen, setMobileOpen, toggleDesktop } = useSidebar();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={labels.openMenu}
        aria-expanded={mobileOpen}
        aria-haspopup="dialog"
        onClick={() => setMobileOpen(true)}
      >
        <Menu aria-hidden className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="max-md:hidden"
        aria-label={labels.toggleSidebar}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        aria-keyshortcuts="Control+B Meta+B"
        title={`${labels.toggleSidebar} (Ctrl+B)`}
        onClick={toggleDesktop}
      >
        <PanelLeft aria-hidden className="size-5" />
      </Button>
    </>
  );
}
