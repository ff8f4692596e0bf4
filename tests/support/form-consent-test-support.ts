import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consentEvents } from "~/db/schema";
import { smsDisclosureText } from "~/domain/messaging/sms-consent-disclosure";
import { getSettings } from "~/domain/settings/get-settings.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import type { Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { TEST_ORIGIN } from "./auth-test-requests";

/** The client address the server decided, as the form tests post from. */
export const CLIENT_ADDRESS = "203.0.113.42";

/** The disclosure as the page in `locale` draws it: what every event from a form must have stored. */
export async function disclosureIn(locale: Locale): Promise<string> {
  return smsDisclosureText(messagesFor(locale).smsConsent, (await getSettings()).companyName);
}

/** The consent ledger, oldest first. */
export function consentEventsOf(db: Database) {
  return db.select().from(consentEvents).orderBy(asc(consentEvents.createdAt));
}

/** A form POST as the server hands it to a route: the client's address in the one header the server writes. */
export function postFrom(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({
    origin: TEST_ORIGIN,
    "content-type": "application/x-www-form-urlencoded",
    [CLIENT_ADDRESS_HEADER]: CLIENT_ADDRESS,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

/** A route's action run on a request: its status and, when it did not redirect, its reply. */
export async function runAction(
  action: (args: never) => Promise<unknown>,
  request: Request,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const result = await action({ request, params: {}, context: {} } as never);
  if (result instanceof Response) return { status: result.status, body: {} };
  const wrapped = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}
