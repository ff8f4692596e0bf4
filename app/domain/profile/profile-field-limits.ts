import { PERSON_NAME_MAX_LENGTH } from "~/domain/text-fields/text-field-schemas";

/**
 * Profile field lengths, apart from the zod schema so the form can set `maxLength` without more than this module.
 * Generous for people, small enough that a post stays a few kilobytes.
 */
export const PROFILE_FIELD_MAX_LENGTH = {
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  email: 254,
  phone: 30,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  zipCode: 10,
  equipmentBrand: 100,
  equipmentModel: 100,
  notes: 2000,
} as const;
