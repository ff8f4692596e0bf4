import { DEFAULT_SETTINGS } from "~/config/business-defaults";

type ServiceArea = (typeof DEFAULT_SETTINGS.serviceAreas)[number];

type AreaStreets = { zipCodes: readonly string[]; streets: readonly string[]; houseNumbers: readonly [number, number] };

/** Real ZIP codes and street names of each service area; house numbers are made up. */
export const AREA_STREETS = {
  Kendall: {
    zipCodes: ["33176", "33183", "33173"],
    streets: ["SW 88th St", "SW 107th Ave", "SW 72nd St", "SW 117th Ave"],
    houseNumbers: [8000, 13999],
  },
  "Coral Gables": {
    zipCodes: ["33134", "33146"],
    streets: ["Valencia Ave", "Alhambra Cir", "Granada Blvd", "Sevilla Ave"],
    houseNumbers: [100, 1999],
  },
  Pinecrest: {
    zipCodes: ["33156"],
    streets: ["SW 67th Ave", "Kendall Dr", "SW 112th St", "Pinecrest Pkwy"],
    houseNumbers: [6000, 12999],
  },
  "South Miami": {
    zipCodes: ["33143"],
    streets: ["SW 62nd Ave", "Sunset Dr", "SW 58th Ct"],
    houseNumbers: [5800, 7499],
  },
  Hialeah: {
    zipCodes: ["33010", "33012", "33013"],
    streets: ["W 49th St", "E 4th Ave", "Palm Ave", "W 12th Ave"],
    houseNumbers: [100, 1999],
  },
  "Key Biscayne": { zipCodes: ["33149"], streets: ["Crandon Blvd", "Harbor Dr", "Ocean Dr"], houseNumbers: [100, 799] },
  "Miami Beach": {
    zipCodes: ["33139", "33140", "33141"],
    streets: ["Collins Ave", "Alton Rd", "Meridian Ave", "Pine Tree Dr"],
    houseNumbers: [1000, 6999],
  },
  Aventura: {
    zipCodes: ["33180"],
    streets: ["Country Club Dr", "NE 190th St", "Yacht Club Dr"],
    houseNumbers: [2800, 21999],
  },
  Surfside: { zipCodes: ["33154"], streets: ["Harding Ave", "Abbott Ave", "Byron Ave"], houseNumbers: [8800, 9599] },
  "Bal Harbour": { zipCodes: ["33154"], streets: ["Bal Bay Dr", "Camden Dr", "Park Dr"], houseNumbers: [10, 299] },
  "Gables by the Sea": {
    zipCodes: ["33156", "33158"],
    streets: ["Mindello St", "Arvida Pkwy", "Luchon Ave"],
    houseNumbers: [100, 999],
  },
  "Palmetto Bay": {
    zipCodes: ["33157"],
    streets: ["SW 152nd St", "Old Cutler Rd", "SW 87th Ave"],
    houseNumbers: [14000, 18999],
  },
  Homestead: {
    zipCodes: ["33030", "33033"],
    streets: ["NE 8th St", "Krome Ave", "SE 12th Ave", "Campbell Dr"],
    houseNumbers: [100, 2999],
  },
  Doral: {
    zipCodes: ["33178", "33166", "33172"],
    streets: ["NW 41st St", "NW 87th Ave", "NW 107th Ave"],
    houseNumbers: [8000, 11999],
  },
  "Coconut Grove": {
    zipCodes: ["33133"],
    streets: ["Main Hwy", "Grand Ave", "Bayshore Dr", "Tigertail Ave"],
    houseNumbers: [2500, 3999],
  },
  "Miami Lakes": {
    zipCodes: ["33014", "33016"],
    streets: ["Main St", "NW 154th St", "Lake Patricia Dr"],
    houseNumbers: [5500, 15999],
  },
} as const satisfies Record<ServiceArea, AreaStreets>;

export const SERVICE_AREAS = DEFAULT_SETTINGS.serviceAreas;

/** Miami-Dade is a Hispanic-majority county; the names follow. */
export const FIRST_NAMES = [
  "Carlos",
  "Ana",
  "Jose",
  "Lucia",
  "Miguel",
  "Isabel",
  "Roberto",
  "Carmen",
  "Daniel",
  "Sofia",
  "James",
  "Patricia",
  "David",
  "Jennifer",
  "Luis",
  "Valentina",
  "Michael",
  "Gabriela",
  "Jorge",
  "Elena",
  "Robert",
  "Diana",
  "Alejandro",
  "Natalie",
  "Kevin",
  "Yolanda",
  "Ernesto",
  "Rachel",
  "Andres",
  "Monica",
] as const;

export const LAST_NAMES = [
  "Rodriguez",
  "Hernandez",
  "Fernandez",
  "Perez",
  "Garcia",
  "Martinez",
  "Lopez",
  "Diaz",
  "Sanchez",
  "Alvarez",
  "Castillo",
  "Morales",
  "Suarez",
  "Ramirez",
  "Torres",
  "Johnson",
  "Williams",
  "Cohen",
  "Brown",
  "Delgado",
  "Navarro",
  "Acosta",
  "Herrera",
  "Medina",
  "Vega",
  "Goldberg",
  "Reyes",
  "Cabrera",
  "Fuentes",
  "Ortega",
] as const;

/** Fictional numbers only: 555-0100 to 555-0199 is reserved for fiction (0142 and 0199 are the company's). */
export function fictionalPhones(pickAreaCode: () => "305" | "786"): () => string {
  let next = 100;
  return () => {
    while (next === 142 || next === 199) next += 1;
    if (next > 198) throw new Error("The fictional 555-01xx range is used up");
    const line = String(next).padStart(4, "0");
    next += 1;
    return `(${pickAreaCode()}) 555-${line}`;
  };
}

/** An e-mail at the reserved example.com domain, from a person's name. */
export function exampleEmail(firstName: string, lastName: string): string {
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase();
  return `${plain(firstName)}.${plain(lastName)}@example.com`;
}
