import type { EquipmentType } from "~/config/equipment-types";

type Unit = { brand: string; model: string };

/** The equipment types of the profile form, each with real brands and plausible model numbers. */
export const EQUIPMENT_CATALOG: Record<EquipmentType, readonly Unit[]> = {
  "Central Air": [
    { brand: "Carrier", model: "Comfort 16 24ACC636A003" },
    { brand: "Trane", model: "XR16 4TTR6036J1000A" },
    { brand: "Lennox", model: "ML14XC1-036-230A" },
    { brand: "Rheem", model: "Classic RA1636AJ1NA" },
    { brand: "Goodman", model: "GSX140361" },
    { brand: "Daikin", model: "DX16SA0361" },
  ],
  "Heat Pump": [
    { brand: "Carrier", model: "Performance 16 25HCB636A003" },
    { brand: "Trane", model: "XR17 4TWR7036A1000A" },
    { brand: "Lennox", model: "XP21-036-230" },
    { brand: "Rheem", model: "Classic Plus RP1636AJ1NA" },
    { brand: "Goodman", model: "GSZ140361" },
  ],
  "Window Unit": [
    { brand: "Frigidaire", model: "FHWC123WB1" },
    { brand: "LG", model: "LW1216ER" },
    { brand: "Friedrich", model: "Kuhl KCQ12A10A" },
  ],
  "Ductless Mini-Split": [
    { brand: "Daikin", model: "19 Series FTX12NMVJU" },
    { brand: "Mitsubishi", model: "MSZ-FH12NA" },
    { brand: "Carrier", model: "Performance 38MAQB12R--3" },
    { brand: "LG", model: "LS120HSV5" },
  ],
  Furnace: [
    { brand: "Carrier", model: "59SC5A060E17--14" },
    { brand: "Trane", model: "S9V2B060U3PSAA" },
    { brand: "Goodman", model: "GMVC960603BN" },
  ],
  Boiler: [
    { brand: "Weil-McLain", model: "CGa-4" },
    { brand: "Lochinvar", model: "Knight KBN085" },
  ],
};

/** Miami homes run on central air, heat pumps and mini-splits; furnaces and boilers are rare. */
export const EQUIPMENT_TYPE_WEIGHTS: readonly EquipmentType[] = [
  "Central Air",
  "Central Air",
  "Central Air",
  "Central Air",
  "Central Air",
  "Heat Pump",
  "Heat Pump",
  "Heat Pump",
  "Ductless Mini-Split",
  "Ductless Mini-Split",
  "Ductless Mini-Split",
  "Window Unit",
];

export const CUSTOMER_NOTES = [
  "Gate code 4412. Unit is on the side of the house.",
  "Prefers morning appointments.",
  "Dog in the backyard: please call before arriving.",
  "Prefers Spanish.",
  "Rooftop condenser; building manager has the roof key.",
  "Second-floor air handler in the attic access closet.",
  "Condo: check in with the front desk and use the service elevator.",
  "Allergy sensitive: uses MERV 11 filters.",
] as const;
