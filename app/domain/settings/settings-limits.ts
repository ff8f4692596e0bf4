/** The bounds of the Settings form's fields (the schema and the screen both show them). */
export const SETTINGS_LIMITS = {
  companyNameLength: 120,
  phoneLength: 30,
  emailLength: 254,
  addressLength: 200,
  licenseNumberLength: 50,
  socialLinkLength: 300,
  serviceAreaLength: 60,
  serviceAreasCount: 50,
  /** The textarea as a whole: 50 areas of 60 characters and their line breaks, with room for blank lines. */
  serviceAreasTextLength: 4000,
  minServiceRadiusMiles: 1,
  maxServiceRadiusMiles: 200,
  maxServiceCallFeeDollars: 1000,
  /** No Miami contractor's license predates this; a typo such as 183 or 1083 is refused. */
  minFoundedYear: 1900,
} as const;
