import * as React from "react";
import { useLocation } from "react-router";
import { sidebarCookie } from "./sidebar-cookie";

/** Below this width (spec: 768 px) the sidebar is an off-canvas sheet opened from the header. */
export const MOBILE_MEDIA_QUERY = "(max-width: 767px)";
export const SIDEBAR_ID = "app-sidebar";

type SidebarState = {
  /** Desktop: expanded (w-64) or collapsed to icons (w-14). */
  open: boolean;
  /** Mobile: whether the sheet is showing. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggleDesktop: () => void;
  /** What Ctrl/Cmd+B does: the sheet on a phone, expand/collapse elsewhere. */
  toggle: () => void;
};

const SidebarContext = React.createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = React.useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}

/** Holds the sidebar state; `defaultOpen` comes from the cookie the layout loader read. */
export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const openRef = React.useRef(open);

  const toggleDesktop = React.useCallback(() => {
    const next = !openRef.current;
    openRef.current = next;
    setOpen(next);
    document.cookie = sidebarCookie(next, window.location.protocol);
  }, []);

  const toggle = React.useCallback(() => {
    if (window.matchMedia(MOBILE_MEDIA_QUERY).matches) setMobileOpen((current) => !current);
    else toggleDesktop();
  }, [toggleDesktop]);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  // Following a link in the sheet closes it.
  const { pathname } = useLocation();
  React.useEffect(() => setMobileOpen(false), [pathname]);

  const value = React.useMemo(
    () => ({ open, mobileOpen, setMobileOpen, toggleDesktop, toggle }),
    [open, mobileOpen, toggleDesktop, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
