import type { AuthRequestCheck } from "./auth-hook-types";

/**
 * A password change ends every other session of the login, whatever the client sends: better-auth's
 * `/change-password` keeps them unless the body asks `revokeOtherSessions: true` (security probe 4, N5), and whoever
 * changes a password because a session was stolen must not have to know that. better-auth then gives this browser a
 * new session in the same transaction, so only the other devices are signed out. (A reset by link ends them all:
 * `revokeSessionsOnPasswordReset` in auth.server.ts.)
 */
export const revokeOtherSessionsOnPasswordChange: AuthRequestCheck = async (ctx) => {
  if (ctx.path !== "/change-password") return;
  const body: unknown = ctx.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return; // better-auth refuses it with 400
  // A returned `context` is merged into the endpoint's own before it runs (better-auth's before-hook contract).
  return { context: { body: { ...body, revokeOtherSessions: true } } };
};
