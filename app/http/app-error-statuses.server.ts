import { STATUS_CODES } from "node:http";
import { data, type ServerBuild } from "react-router";
import { isAppError, type AppError, type AppErrorCode } from "~/domain/app-error";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/** What the browser learns about an AppError: its code, never its message (that is written for the log). */
export type AppErrorBody = { code: AppErrorCode };

/**
 * The answer for an AppError that escaped a loader or action: its one HTTP status (APP_ERROR_STATUS), thrown as
 * React Router's `data()` so a page shows its error boundary with that status (404 the not-found page) and a
 * resource route answers JSON. A server-side failure is logged as an error, a refusal as a warning.
 */
export function appErrorResponse(error: AppError, where: string) {
  const log = error.status >= 500 ? console.error : console.warn;
  log(`[app-error] ${where}: ${error.code} (${error.status}) ${error.message}`);
  return data<AppErrorBody>({ code: error.code }, { status: error.status, statusText: STATUS_CODES[error.status] });
}

function withStatuses(handler: Handler, where: string): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isAppError(error))
        throw appErrorResponse(error, `${where} ${args.request.method} ${new URL(args.request.url).pathname}`);
      throw error;
    }
  };
}

const mapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The one place an AppError becomes an HTTP status for every loader and action (ADR 030): the server build with each
 * route module's loader and action wrapped, so no route maps codes by hand and none can forget to. React Router
 * offers no hook that can change what a loader threw (`handleError` and instrumentations only observe, and
 * middleware sees the rendered response), so the wrapping is done once on the build the request handler gets.
 */
export function withAppErrorStatuses(build: ServerBuild): ServerBuild {
  const known = mapped.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module: RouteModule = {
        ...route.module,
        ...(loader ? { loader: withStatuses(loader, `loader of ${id}`) } : {}),
        ...(action ? { action: withStatuses(action, `action of ${id}`) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  const result: ServerBuild = { ...build, routes };
  mapped.set(build, result);
  return result;
}
