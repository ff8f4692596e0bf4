/** Equipment brands we install and repair (trademarks of their owners; names are the same in every language). */
export const SERVICED_BRANDS = [
  "Carrier",
  "Trane",
  "Lennox",
  "Rheem",
  "Goodman",
  "Daikin",
  "York",
  "Mitsubishi Electric",
  "American Standard",
  "Bryant",
  "Ruud",
  "Amana",
] as const;
