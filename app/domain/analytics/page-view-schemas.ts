import { z } from "zod";
import { leftOutWhenEmpty, singleLineText } from "~/domain/text-fields/text-field-schemas";

/** Our longest public path is a blog article's in Spanish, well under this. */
export const PAGE_VIEW_PATH_MAX_LENGTH = 512;
/** Browsers cut a Referer at 4,096 characters; a cross-site one is normally just an origin (strict-origin-when-cross-origin). */
export const PAGE_VIEW_REFERRER_MAX_LENGTH = 2048;

/** The page-view beacon's body: `{ path, referrer? }`, sent by components/site/page-view-beacon.tsx. */
export const PageViewBeaconSchema = z.object({
  path: singleLineText({ label: "Path", max: PAGE_VIEW_PATH_MAX_LENGTH, required: true }).refine(
    (path) => path.startsWith("/"),
    "Path must start with /",
  ),
  referrer: leftOutWhenEmpty(singleLineText({ label: "Referrer", max: PAGE_VIEW_REFERRER_MAX_LENGTH })),
});

export type PageViewBeacon = z.infer<typeof PageViewBeaconSchema>;
