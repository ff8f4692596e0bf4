import type { Env } from "~/config/env.server";

/**
 * The one start-up line that says the demo was asked for (ADR 029), so nobody runs a public site with demo
 * logins or free plans without seeing it; null when the start asked for none of it.
 */
export function demoModeNotice(config: Pick<Env, "SEED_DEMO" | "DEMO_PAYMENTS" | "STRIPE_SECRET_KEY">): string | null {
  const parts = [
    config.SEED_DEMO ? "demo data and demo logins (SEED_DEMO=true)" : null,
    config.DEMO_PAYMENTS && !config.STRIPE_SECRET_KEY
      ? "a free demo checkout instead of Stripe (DEMO_PAYMENTS=true)"
      : null,
  ].filter(Boolean);
  return parts.length ? `[server] demo mode, not for a public site: ${parts.join(" and ")}` : null;
}
