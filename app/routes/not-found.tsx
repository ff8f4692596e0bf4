import { data, isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundPage } from "~/components/site/not-found-page";
import { rootDataFromMatches } from "~/components/site/root-data";
import { DEFAULT_LOCALE, format } from "~/i18n/catalog";
import { localeFromPath } from "~/i18n/locale";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import type { Route } from "./+types/not-found";

/** Never counted: an unknown address is no page of ours. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataFromMatches(matches);
  const t = shellErrorMessages(localeFromPath(location.pathname) ?? DEFAULT_LOCALE).notFound;
  const company = root?.business?.companyName;
  return [{ title: company ? format(t.metaTitle, { company }) : t.title }, { name: "robots", content: "noindex" }];
};

/** Any path no route claims (spec 1 §2): logged as a miss, never as an error, and answered with 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  console.warn(`[not-found] ${request.method} ${url.pathname}${url.search}`);
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} />;
}
