/** Service history types with a price range in dollars and what the technician wrote. */
export const SERVICE_CATALOG = [
  {
    type: "AC Tune-Up",
    price: [89, 129],
    description: "Checked refrigerant pressures, cleaned the condensate drain, tested capacitors and thermostat.",
  },
  {
    type: "Coil Cleaning",
    price: [149, 225],
    description: "Cleaned the evaporator and condenser coils; airflow and temperature split back within spec.",
  },
  {
    type: "Filter Replacement",
    price: [35, 65],
    description: "Replaced the return air filter and checked the blower for debris.",
  },
  {
    type: "Refrigerant Recharge",
    price: [185, 350],
    description: "Found a low charge, repaired a flare fitting leak and recharged with R-410A.",
  },
  {
    type: "Compressor Repair",
    price: [650, 1450],
    description: "Replaced the failed start capacitor and contactor; compressor amperage back to normal.",
  },
  {
    type: "Annual Maintenance",
    price: [149, 149],
    description: "Full annual inspection: coils, drain line, electrical connections, refrigerant and airflow.",
  },
  {
    type: "Thermostat Installation",
    price: [180, 320],
    description: "Installed a programmable Wi-Fi thermostat and set up the schedule with the customer.",
  },
  {
    type: "Duct Cleaning",
    price: [350, 550],
    description: "Cleaned supply and return ducts, sanitized the air handler and sealed two loose joints.",
  },
] as const;

export type ServiceKind = (typeof SERVICE_CATALOG)[number]["type"];

export const TECHNICIANS = [
  "Luis Hernandez",
  "Mike Thompson",
  "Carlos Mendez",
  "Jason Rivera",
  "Andre Williams",
] as const;
