import type { LucideIcon } from "lucide-react";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

/** One entry of a shell's sidebar, as declared in that shell's typed navigation config. */
export type SidebarEntry<LabelKey extends string = string> = {
  labelKey: LabelKey;
  to: string;
  icon: LucideIcon;
  /** Whether the entry's screen exists yet: DECISIONS.md §4, menus list only screens that exist. */
  available: boolean;
  /** Other paths that count as this entry's page (the portal dashboard lives at two addresses). */
  alsoActiveOn?: readonly string[];
  /** Only these exact paths are this entry's page (dashboards), rather than everything under `to`. */
  exact?: boolean;
  /** A public page, whose address carries the language (`/` or `/es`). */
  publicPage?: boolean;
};

/** An entry ready to render: its label resolved in the current language. */
export type SidebarLink = { key: string; to: string; label: string; icon: LucideIcon; active: boolean };

export function isEntryActive(entry: Pick<SidebarEntry, "to" | "alsoActiveOn" | "exact">, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some(
    (candidate) => path === candidate || (!entry.exact && path.startsWith(`${candidate}/`)),
  );
}

/** The entries whose screens exist, labelled and marked current for `pathname`. */
export function sidebarLinks<LabelKey extends string>(
  entries: readonly SidebarEntry<LabelKey>[],
  labels: Record<LabelKey, string>,
  pathname: string,
  locale: Locale,
): SidebarLink[] {
  return entries
    .filter((entry) => entry.available)
    .map((entry) => ({
      key: entry.labelKey,
      to: entry.publicPage ? localizedPath(entry.to, locale) : entry.to,
      label: labels[entry.labelKey],
      icon: entry.icon,
      active: isEntryActive(entry, pathname),
    }));
}
