import { env } from "~/config/env.server";

/** Origins allowed to post to us besides our own: BASE_URL and the comma-separated TRUSTED_ORIGINS. */
export function trustedOrigins(): string[] {
  const config = env();
  const listed = (config.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...(config.BASE_URL ? [new URL(config.BASE_URL).origin] : []), ...listed];
}
