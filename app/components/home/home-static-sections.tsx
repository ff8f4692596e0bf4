import type { RebateCard } from "~/content/rebates";
import type { ReviewCard } from "~/content/reviews";
import type { HomeWorkPhoto } from "~/domain/work-photos/list-work-photos.server";
import { SectionWordsContext, type SectionWords } from "~/i18n/use-messages";
import { AboutSection } from "./about-section";
import { BookingBanner, FreeEstimateBanner } from "./banners";
import { BlogTeaser, type BlogTeaserItem } from "./blog-teaser";
import { BrandsAndWhy } from "./brands-and-why";
import { CredentialsStrip } from "./credentials-strip";
import { DetailedServices } from "./detailed-services";
import { GallerySection } from "./gallery-section";
import type { HomeFacts } from "./home-facts";
import { HomeHero } from "./home-hero";
import { HoursAndAreas } from "./hours-and-areas";
import { PainPoints, Solutions } from "./pain-and-solutions";
import { RebatesSection } from "./rebates-section";
import { ReviewsSection } from "./reviews-section";
import { ServicesGrid } from "./services-grid";
import { WarrantySection } from "./warranty-section";

/*
 * The home page's sections that need no JavaScript, in runs between the interactive ones (carousel, plans, estimate
 * form; the gallery's fade-in is GalleryFadeIn's, beside them). The home route shows them through staticMarkup (docs/decisions/021): this module reaches
 * the browser only when the home page is opened by a client-side navigation. Their words come with their props, from
 * the home route (`words`, the parts `HOME_SECTION_PARTS` lists), so a document can keep both on the server (ADR 058).
 */

/** What every run is given besides its own props: the static sections' words. */
type WithWords = { words: SectionWords };

/** From the hero to the brands: the page's opening, up to the commercial clients carousel. */
export function HomeOpeningSections({
  words,
  signedIn,
  facts,
  reviews,
}: WithWords & { signedIn: boolean; facts: HomeFacts; reviews: ReviewCard[] }) {
  return (
    <SectionWordsContext value={words}>
      <HomeHero facts={facts} signedIn={signedIn} />
      <PainPoints />
      <Solutions />
      <ServicesGrid />
      <AboutSection facts={facts} />
      <DetailedServices />
      <ReviewsSection reviews={reviews} />
      <BrandsAndWhy facts={facts} />
    </SectionWordsContext>
  );
}

/** Between the carousel and the plans. */
export function RebatesToBookingSections({
  words,
  rebates,
  workPhotos,
  articles,
}: WithWords & { rebates: RebateCard[]; workPhotos: HomeWorkPhoto[]; articles: BlogTeaserItem[] }) {
  return (
    <SectionWordsContext value={words}>
      <RebatesSection programs={rebates} />
      <WarrantySection />
      <GallerySection photos={workPhotos} />
      <BlogTeaser articles={articles} />
      <BookingBanner />
    </SectionWordsContext>
  );
}

/** Between the plans and the estimate form. */
export function HoursCredentialsAndEstimateBanner({ words, facts }: WithWords & { facts: HomeFacts }) {
  return (
    <SectionWordsContext value={words}>
      <HoursAndAreas facts={facts} />
      <CredentialsStrip facts={facts} />
      <FreeEstimateBanner />
    </SectionWordsContext>
  );
}
