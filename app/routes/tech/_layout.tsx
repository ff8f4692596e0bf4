import { CalendarDays, CalendarPlus, Sun } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { requireTechnician } from "~/auth/require-user.server";
import { SignOutForm } from "~/components/app-sidebar/sign-out-form";
import { TECH_APP_LINKS, TECH_APP_META } from "~/components/tech/offline-queue/tech-app-links";
import { TechOfflineSync } from "~/components/tech/offline-queue/tech-offline-sync";
import { cn } from "~/components/ui/class-names";
import { actingTechnician } from "~/domain/visits/acting-technician.server";
import { useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/_layout";

/** The installable app's manifest and icon, on the technician's screens only (ADR 079). */
export const links: Route.LinksFunction = () => TECH_APP_LINKS;

/** The technician's frame (issue 35): technicians only; their name, in their own language (technicians.locale). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireTechnician(request);
  const technician = await actingTechnician(user);
  return { name: technician.name };
}

/**
 * A compact, phone-first frame: the technician's name, Today and This week, sign-out, and the status line the offline
 * layer writes "waiting to send" into (`#tech-sync-status`).
 */
export default function TechLayout({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.tech.shell;
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium",
      isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
    );
  return (
    // The offline layer wraps the screens: their cards read "waiting to send" from it.
    <TechOfflineSync>
      <div className="min-h-dvh bg-muted/40">
        {/* React hoists these into the head; a child's `meta` export would replace a layout's. */}
        {TECH_APP_META.map((meta) => (
          <meta key={meta.name} name={meta.name} content={meta.content} />
        ))}
        <a href="#tech-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
          {t.skipToContent}
        </a>
        <header className="sticky top-0 z-10 border-b bg-background">
          <div className="mx-auto flex max-w-2xl items-center justify-between gap-2 px-4 py-2">
            <p className="truncate text-sm font-semibold">{loaderData.name}</p>
            <SignOutForm label={t.signOut} redirectTo="/auth" variant="ghost" />
          </div>
          <nav aria-label={t.navigation} className="mx-auto flex max-w-2xl gap-2 px-4 pb-2">
            <NavLink to="/tech" end className={tab}>
              <Sun aria-hidden className="size-4" />
              {t.today}
            </NavLink>
            <NavLink to="/tech/week" className={tab}>
              <CalendarDays aria-hidden className="size-4" />
              {t.week}
            </NavLink>
            <NavLink to="/tech/calendar" className={tab}>
              <CalendarPlus aria-hidden className="size-4" />
              {messages.techOffline.calendar.title}
            </NavLink>
          </nav>
          <div id="tech-sync-status" aria-live="polite" className="mx-auto max-w-2xl px-4 text-sm empty:hidden"></div>
        </header>
        <main id="tech-main" className="mx-auto max-w-2xl px-4 py-4">
          <Outlet />
        </main>
      </div>
    </TechOfflineSync>
  );
}
