import type { RebateCard } from "~/content/rebates";
import type { ReviewCard } from "~/content/reviews";
import { AboutSection } from "./about-section";
import { BookingBanner, FreeEstimateBanner } from "./banners";
import { BlogTeaser, type BlogTeaserItem } from "./blog-teaser";
import { BrandsAndWhy } from "./brands-and-why";
import { CredentialsStrip } from "./credentials-strip";
import { DetailedServices } from "./detailed-services";
import type { HomeFacts } from "./home-facts";
import { HomeHero } from "./home-hero";
import { HoursAndAreas } from "./hours-and-areas";
import { PainPoints, Solutions } from "./pain-and-solutions";
import { RebatesSection } from "./rebates-section";
import { ReviewsSection } from "./reviews-section";
import { ServicesGrid } from "./services-grid";
import { WarrantySection } from "./warranty-section";

/*
 * The home page's sections that need no JavaScript, in runs between the interactive ones (carousel, gallery,
 * plans, estimate form). The home route shows them through staticMarkup (docs/decisions/021): this module reaches
 * the browser only when the home page is opened by a client-side navigation.
 */

/** From the hero to the brands: the page's opening, up to the commercial clients carousel. */
export function HomeOpeningSections({ signedIn, facts, reviews }: { signedIn: boolean; facts: HomeFacts; reviews: ReviewCard[] }) {
  return (
    <>
      <HomeHero facts={facts} signedIn={signedIn} />
      <PainPoints />
      <Solutions />
      <ServicesGrid />
      <AboutSection facts={facts} />
      <DetailedServices />
      <ReviewsSection reviews={reviews} />
      <BrandsAndWhy facts={facts} />
    </>
  );
}

/** Between the carousel and the gallery. */
export function RebatesAndWarrantySections({ rebates }: { rebates: RebateCard[] }) {
  return (
    <>
      <RebatesSection programs={rebates} />
      <WarrantySection />
    </>
  );
}

/** Between the gallery and the plans. */
export function BlogAndBookingSections({ articles }: { articles: BlogTeaserItem[] }) {
  return (
    <>
      <BlogTeaser articles={articles} />
      <BookingBanner />
    </>
  );
}

/** Between the plans and the estimate form. */
export function HoursCredentialsAndEstimateBanner({ facts }: { facts: HomeFacts }) {
  return (
    <>
      <HoursAndAreas facts={facts} />
      <CredentialsStrip facts={facts} />
      <FreeEstimateBanner />
    </>
  );
}
