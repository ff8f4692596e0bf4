import { Outlet } from "react-router";
import { PageViewBeacon } from "~/components/site/page-view-beacon";
import { SiteFrame } from "~/components/site/site-frame";
import { loadSiteFrameFacts } from "./site-frame.server";
import type { Route } from "./+types/_layout";

export async function loader() {
  return { facts: await loadSiteFrameFacts() };
}

/** The public pages' frame: skip link, header, the page as <main>, footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame facts={loaderData.facts}>
      <Outlet />
      <PageViewBeacon />
    </SiteFrame>
  );
}
