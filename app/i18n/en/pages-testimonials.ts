/** English copy of /testimonials (imported by its route only; see pages-about.ts). */
export const testimonialsPage = {
  metaTitle: "Customer Reviews & Testimonials | {company}",
  metaDescription:
    "Rated {score} out of {max} from {count}+ reviews: what Miami homeowners and businesses say about our AC repair, installation and maintenance.",
  eyebrow: "Testimonials",
  title: "What our customers say",
  lead: "Homeowners and businesses across {region} trust us with their comfort. Here is what some of them have to say, in their own words.",
  summary: "{score} out of {max} average from {count}+ reviews",
  stars: "{rating} out of 5 stars",
  residentialTitle: "Homeowners",
  commercialTitle: "Commercial clients",
  commercialIntro: "Restaurants, medical offices and property managers count on us to keep their doors open.",
  ctaTitle: "Become our next happy customer",
  ctaBody:
    "Request a free estimate or call us today. We reply within 24 hours, and emergencies are answered around the clock.",
};

export type TestimonialsPageMessages = typeof testimonialsPage;
