// The shapes of the checks and steps that auth.server.ts installs around better-auth's endpoints. Their own module,
// below the two hook lists (composition roots), so a hook in the domain can name its type without importing a list.
import type { createAuthMiddleware } from "better-auth/api";

/** better-auth's endpoint context, as its `hooks.before` middleware receives it. */
export type AuthRequestContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * One check run before a better-auth endpoint: throw an `APIError` to refuse the request, return an answer
 * (e.g. `ctx.json(...)`) to answer in the endpoint's place, or return nothing to let it through. The checks see every call, from /api/auth/* and from our own actions (callAuthEndpoint) alike.
 */
export type AuthRequestCheck = (ctx: AuthRequestContext) => Promise<unknown>;

/**
 * One step run after a better-auth endpoint answered (`ctx.context.returned` holds its answer, an `APIError`
 * when it refused): return a value to answer in its place, or nothing to keep the endpoint's answer. Like the
 * request checks, the steps see calls from /api/auth/* and from our own actions (callAuthEndpoint) alike.
 */
export type AuthResponseStep = (ctx: AuthRequestContext) => Promise<unknown>;
