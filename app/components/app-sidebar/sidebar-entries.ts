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

/** A count that needs attention on an entry ("3 new"): `label` is what a screen reader hears after the entry's name. */
export type SidebarBadge = { count: number; label: string };

/** An entry ready to render: its label resolved in the current language, and its badge when it has one. */
export type SidebarLink = {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
  active: boolean;
  badge?: SidebarBadge;
};

export function isEntryActive(entry: Pick<SidebarEntry, "to" | "alsoActiveOn" | "exact">, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some(
    (candidate) => path === candidate || (!entry.exact && path.startsWith(`${candidate}/`)),
  );
}

/**
 * The entries whose screens exist, labelled and marked current for `pathname`, with the badges given for them; a
 * badge of 0 is left out (nothing needs attention).
 */
export function sidebarLinks<LabelKey extends string>(
  entries: readonly SidebarEntry<LabelKey>[],
  labels: Record<LabelKey, string>,
  pathname: string,
  locale: Locale,
  badges: Partial<Record<LabelKey, SidebarBadge>> = {},
): SidebarLink[] {
  return entries
    .filter((entry) => entry.available)
    .map((entry) => ({
      key: entry.labelKey,
      to: entry.publicPage ? localizedPath(entry.to, locale) : entry.to,
      label: labels[entry.labelKey],
      icon: entry.icon,
      active: isEntryActive(entry, pathname),
      ...(badges[entry.labelKey] && badges[entry.labelKey]!.count > 0 ? { badge: badges[entry.labelKey] } : {}),
    }));
}
