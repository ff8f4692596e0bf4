import { useRouteLoaderData } from "react-router";
import type { FooterFacts } from "./site-footer";

/** The public layout's route id (app/routes.ts declares it without an explicit id). */
const SITE_LAYOUT_ROUTE_ID = "routes/_site/_layout";

/**
 * The settings facts the public layout's loader read (service areas, hours, licence…), for sections inside a
 * public page that need more than the root loader's business facts, without each page reading the settings again.
 */
export function useSiteFacts(): FooterFacts | undefined {
  return (useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as { facts?: FooterFacts } | undefined)?.facts;
}
