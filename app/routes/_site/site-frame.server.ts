import type { FooterFacts } from "~/components/site/site-footer";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { getSettings } from "~/domain/settings/get-settings.server";

/** What the public site's frame shows beyond the root loader's business facts: the footer's settings facts. */
export async function loadSiteFrameFacts(): Promise<FooterFacts> {
  const settings = await getSettings();
  return {
    licenseNumber: settings.licenseNumber,
    foundedYear: settings.foundedYear,
    serviceRegion: SERVICE_AREA_REGION,
    serviceAreas: settings.serviceAreas,
    businessHours: settings.businessHours,
    socialLinks: settings.socialLinks,
  };
}
