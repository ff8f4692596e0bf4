/** English messages: pagesShared (words the public content pages share; their long copy lives per page). */
export const pagesShared = {
  requestEstimate: "Request a Free Estimate",
  licenseLine: "Florida air-conditioning contractor license {license}",
  emergencyLine: "24/7 emergency line",
  mainLine: "Office",
  ratingLabel: "Rated {rating} out of {max}",
  footerLicensing: "Licensing & Insurance",
} as const;
