/**
 * Lead form field lengths: generous for people, small enough that a form post stays a few kilobytes. Kept apart
 * from the zod schemas so the forms can set `maxLength` without loading zod before the visitor types.
 */
export const LEAD_FIELD_MAX_LENGTH = {
  name: 100,
  address: 200,
  zipCode: 10,
  note: 2000,
  email: 254,
  phone: 30,
  message: 5000,
} as const;
