/** Newsletter field lengths, apart from the zod schema so the forms can use them without loading zod up front. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;
export const NEWSLETTER_NAME_MAX_LENGTH = 100;
