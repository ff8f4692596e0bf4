import { Hono } from "hono";

/** better-auth's endpoints under /api/auth/*; filled in with accounts. */
export const authRoutes = new Hono();
