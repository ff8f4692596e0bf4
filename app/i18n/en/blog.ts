/** English messages: blog (the /blog index, article pages and the labels the home page's teasers share). */
export const blog = {
  metaTitle: "AC Tips & Guides for Miami Homes | {company}",
  metaDescription:
    "Practical air-conditioning advice for South Florida: filters, repairs, emergencies, humidity, hurricane season and choosing a new system.",
  articleMetaTitle: "{title} | {company}",
  eyebrow: "Blog",
  title: "AC tips and guides for Miami homes",
  lead: "Straight answers from our technicians on keeping your home cool, dry and efficient in the South Florida heat.",
  listLabel: "Articles",
  readArticle: "Read article",
  readArticleAbout: "Read article: {title}",
  readTime: "{minutes} min read",
  publishedOn: "Published {date}",
  backToBlog: "All articles",
  relatedTitle: "Keep reading",
  categories: {
    maintenance: "Maintenance",
    repair: "Repairs",
    emergencies: "Emergencies",
    "buying-guide": "Buying guide",
    "indoor-air": "Indoor air quality",
    seasonal: "Seasonal",
  },
  ctaTitle: "Need a hand with your AC?",
  ctaBody:
    "Our licensed technicians serve homes and businesses across {region}. Get a free estimate, or call us for service.",
  emergencyTitle: "AC down right now?",
  emergencyBody: "Our emergency line answers 24 hours a day, 7 days a week.",
  emergencyCta: "Emergency: {phone}",
} as const;
