import { z } from "zod";

/** A job's id as a form posts it (the System page's Retry). */
export const JobIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const MailMessageIdSchema = z.uuid();
