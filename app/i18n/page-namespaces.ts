import type { Namespace } from "./catalog";
import { localeFromPath } from "./locale";

/** Every screen's frame: header, footer, menus, toasts, the newsletter form. */
const SHELL: readonly Namespace[] = ["common", "shell", "newsletter", "pagesShared", "billing"];
// Public pages reuse home-page pieces (plan cards, estimate and booking calls to action, review stars).
const PUBLIC_PAGES: readonly Namespace[] = [...SHELL, "home", "estimate", "contactPage", "blog", "legal"];

export type PageSection = "home" | "public" | "account" | "portal" | "back-office";

const ACCOUNT_PATHS = ["/auth", "/customer/auth", "/forgot-password", "/reset-password", "/verify-email", "/sign-out"];

/** Which part of the product a path belongs to; pages of one part share their messages. */
export function pageSection(pathname: string): PageSection {
  const path = pathname.replace(/^\/es(?=\/|$)/, "") || "/";
  if (ACCOUNT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return "account";
  if (path === "/admin" || path.startsWith("/admin/")) return "back-office";
  if (path === "/customer" || path.startsWith("/customer/")) return "portal";
  return path === "/" ? "home" : "public";
}

const NAMESPACES: Record<PageSection, readonly Namespace[]> = {
  home: PUBLIC_PAGES,
  public: PUBLIC_PAGES,
  account: [...SHELL, "auth"],
  portal: [...SHELL, "auth", "portal"],
  "back-office": [...SHELL, "auth", "admin", "system"],
};

/**
 * The message namespaces a page needs. The root loader sends only these, so a phone loading the home page
 * never downloads the back office's words (or the other language's).
 */
export function namespacesForPath(pathname: string): readonly Namespace[] {
  return NAMESPACES[pageSection(pathname)];
}

/** Pages whose messages differ: moving between them must re-run the root loader. */
export function messagesKey(pathname: string): string {
  return `${localeFromPath(pathname) ?? "en"}:${pageSection(pathname)}`;
}
