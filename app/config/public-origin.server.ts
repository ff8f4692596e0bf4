import { env, type Env } from "./env.server";

type OriginConfig = Pick<Env, "BASE_URL" | "PORT" | "TRUSTED_ORIGINS">;

/**
 * The site's one public origin (scheme, host, port; no trailing slash), from configuration only: BASE_URL, or
 * `http://localhost:$PORT` when it is unset (the zero-setup local start). Every absolute link the app writes (mail,
 * canonical and hreflang links, structured data, redirects to Stripe) uses it; a request header never does, so a
 * forged Host cannot put another site into a link (security probe F1/F2).
 */
export function publicOrigin(config: OriginConfig = env()): string {
  return config.BASE_URL ? new URL(config.BASE_URL).origin : `http://localhost:${config.PORT}`;
}

/** True when the public origin is https: cookies are then `Secure` and responses carry HSTS. */
export function isHttpsOrigin(config: OriginConfig = env()): boolean {
  return publicOrigin(config).startsWith("https://");
}

/** The comma-separated TRUSTED_ORIGINS, each reduced to its origin. */
export function listedTrustedOrigins(config: OriginConfig = env()): string[] {
  return (config.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/**
 * Origins a browser may legitimately use to reach this server: the public origin, TRUSTED_ORIGINS and, on the
 * zero-setup start without BASE_URL, the loopback spellings of `localhost:$PORT`. A request for any other host is
 * treated as a request for the public origin.
 */
export function acceptedOrigins(config: OriginConfig = env()): string[] {
  const loopback = config.BASE_URL
    ? []
    : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`, `http://[::1]:${config.PORT}`];
  return [...new Set([publicOrigin(config), ...listedTrustedOrigins(config), ...loopback])];
}
