/** The business facts the home sections show, read by the home loader from the settings record (DECISIONS.md §1). */
export type HomeFacts = {
  mainPhone: string;
  emergencyPhone: string;
  licenseNumber: string;
  foundedYear: number;
  /** Rounded for marketing copy ("40" for 43 years); see experienceClaimYears. */
  experienceYears: number;
  serviceRegion: string;
  serviceAreas: string[];
  serviceRadiusMiles: number;
  /** Business hours already written out in the page's language (businessHoursLines). */
  hoursLines: string[];
};
