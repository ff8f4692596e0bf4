import { Hono } from "hono";
import { getAuth } from "~/auth/auth.server";

/** better-auth's endpoints under /api/auth/* (sign-in, sign-up, verification, reset, session, admin plugin). */
export const authRoutes = new Hono();

authRoutes.on(["GET", "POST"], "/api/auth/*", async (c) => {
  const auth = await getAuth();
  return auth.handler(c.req.raw);
});
