import { Link } from "react-router";
import { cn } from "~/components/ui/class-names";
import { useMessages } from "~/i18n/use-messages";

const PAGES = [
  { key: "facts", to: "/admin/settings" },
  { key: "photos", to: "/admin/settings/photos" },
] as const;

/** The two Settings pages, as links (each is its own screen with its own form): business facts and Recent work photos. */
export function SettingsPagesNav({ current }: { current: (typeof PAGES)[number]["key"] }) {
  const m = useMessages().admin.workPhotos;
  return (
    <nav aria-label={m.pagesLabel}>
      <ul className="flex flex-wrap gap-2 border-b pb-2">
        {PAGES.map((page) => (
          <li key={page.key}>
            <Link
              to={page.to}
              aria-current={page.key === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium",
                page.key === current
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-secondary hover:text-foreground",
              )}
            >
              {m.pages[page.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
