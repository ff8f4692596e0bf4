// The shapes of the settings record's JSON columns. They live in config, the lowest layer, because the defaults
// (business-defaults.ts), the schema, the domain and the screens all describe the same values.

/** Opening and closing times as 24-hour "HH:MM"; pages format them per language, JSON-LD reads them as they are. */
export type DailyHours = { opens: string; closes: string };

/** Regular hours per day group; `null` means closed for regular work (emergency service only). */
export type BusinessHours = {
  weekdays: DailyHours | null;
  saturday: DailyHours | null;
  sunday: DailyHours | null;
  emergencyLine24x7: boolean;
};

export type SocialLinks = {
  facebook?: string;
  instagram?: string;
  tiktok?: string;
  youtube?: string;
};
