import { env } from "~/config/env.server";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { readBoundedFields, type PostedFields } from "~/http/bounded-body.server";
import { clientIp } from "~/http/client-ip.server";
import { filledHoneypot } from "~/http/honeypot";

/**
 * What the checks every public form post goes through decided, before its schema runs:
 * - too-large: the body is over the form's limit (nothing was parsed);
 * - rate-limited: this client address posted this form more than RATE_LIMIT_FORM_MAX times in the window;
 * - bot: the honeypot field was filled (answer as if it worked and store nothing, so the bot learns nothing);
 * - unreadable: the body could not be parsed;
 * - accepted: the fields go on to the form's schema.
 */
export type ScreenedForm =
  | { verdict: "accepted" | "bot" | "unreadable" | "too-large"; fields: PostedFields }
  | { verdict: "rate-limited"; fields: PostedFields; retryAfterSeconds: number };

export async function screenPublicForm(
  request: Request,
  options: {
    /** Names the form in the rate-limit key and the logs, e.g. "estimate". */
    form: string;
    maxBodyBytes: number;
    logLabel: string;
  },
): Promise<ScreenedForm> {
  const body = await readBoundedFields(request, { maxBytes: options.maxBodyBytes, logLabel: options.logLabel });
  if (body.problem === "too-large") return { verdict: "too-large", fields: {} };
  const { RATE_LIMIT_FORM_MAX, RATE_LIMIT_FORM_WINDOW_SECONDS } = env();
  const limit = await consumeRateLimit({
    key: `${options.form}:${clientIp(request)}`,
    max: RATE_LIMIT_FORM_MAX,
    windowSeconds: RATE_LIMIT_FORM_WINDOW_SECONDS,
  });
  if (!limit.allowed)
    return { verdict: "rate-limited", fields: body.fields, retryAfterSeconds: limit.retryAfterSeconds };
  if (filledHoneypot(body.fields)) return { verdict: "bot", fields: body.fields };
  if (body.problem === "unreadable") return { verdict: "unreadable", fields: body.fields };
  return { verdict: "accepted", fields: body.fields };
}
