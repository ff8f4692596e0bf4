import { redirect } from "react-router";
import { isHttpsOrigin } from "~/config/public-origin.server";

export type FlashToast = {
  title: string;
  description?: string;
  variant: "success" | "error" | "info";
  /** Milliseconds; the spec sets 5 s for success and 8 s for some failures. */
  durationMs?: number;
  /** The form it answers (a toast `id`): it replaces that form's open toast, e.g. the error it fixed. */
  id?: string;
};

const COOKIE = "flash_toast";

/** Secure when the public origin is https (the request itself may reach us over http behind a TLS proxy). */
function attributes(maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${isHttpsOrigin() ? "; Secure" : ""}`;
}

function serialize(toast: FlashToast): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; ${attributes(60)}`;
}

/** Redirects and shows a toast on the next page (the toast survives the redirect in a short-lived cookie). */
export function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it (the root loader calls this). */
export function readFlashToast(request: Request): { toast: FlashToast | null; clearHeader: string | null } {
  const match = request.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`));
  if (!match?.[1]) return { toast: null, clearHeader: null };
  const clearHeader = `${COOKIE}=; ${attributes(0)}`;
  try {
    const parsed = JSON.parse(decodeURIComponent(match[1])) as FlashToast;
    if (typeof parsed?.title !== "string") return { toast: null, clearHeader };
    return { toast: parsed, clearHeader };
  } catch (error) {
    console.warn("[flash-toast] ignoring an unreadable toast cookie", error);
    return { toast: null, clearHeader };
  }
}
