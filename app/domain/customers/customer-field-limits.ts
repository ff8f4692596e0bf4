import { PERSON_NAME_MAX_LENGTH } from "~/domain/text-fields/text-field-schemas";

/** Staff customer form lengths, apart from the zod schema so the form can set `maxLength` without more than this module. */
export const CUSTOMER_FIELD_MAX_LENGTH = {
  customerNumber: 20,
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  email: 254,
  phone: 30,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  zipCode: 10,
  equipmentType: 100,
  equipmentBrand: 100,
  equipmentModel: 100,
  notes: 5000,
} as const;

/** Largest balance staff may enter, either way (a credit is negative): the column holds 12 digits with 2 decimals. */
export const CUSTOMER_BALANCE_LIMIT_DOLLARS = 1_000_000;
