/** The profile form's equipment types (spec document 1 §5), in the spec's order. */
export const EQUIPMENT_TYPES = [
  "Central Air",
  "Heat Pump",
  "Window Unit",
  "Ductless Mini-Split",
  "Furnace",
  "Boiler",
] as const;

export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export function isEquipmentType(value: unknown): value is EquipmentType {
  return typeof value === "string" && (EQUIPMENT_TYPES as readonly string[]).includes(value);
}
