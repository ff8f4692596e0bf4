import { Hono } from "hono";
import { getAuth } from "~/auth/auth.server";
import { refuseUnsafeAuthRedirect } from "./auth-redirect-guard";

/**
 * better-auth's endpoints under /api/auth/* (sign-in, sign-up, verification, reset, session). No admin endpoints:
 * staff powers over accounts go through our own audited domain functions (ADR 062).
 */
export const authRoutes = new Hono();

authRoutes.on(["GET", "POST"], "/api/auth/*", async (c) => {
  const refused = await refuseUnsafeAuthRedirect(c.req.raw);
  if (refused) return refused;
  const auth = await getAuth();
  return auth.handler(c.req.raw);
});
