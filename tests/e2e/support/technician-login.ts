import { expect, uniqueEmail } from "./fixtures";
import { FRESH_PASSWORD } from "./fresh-accounts";
import { cookieHeaderOf, probe, type SignedIn } from "./http-probe";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A zone the migration seeds (zone_zip_codes), so a technician can be added on any database. */
export const SEEDED_ZONE = "City of Miami";

/** The Team form's fields for a weekday technician (one service type, one zone), as the page posts them. */
export function technicianFormFields(name: string, email: string): Record<string, string> {
  const hours = Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday"].flatMap((day) => [
      [`${day}.works`, "on"],
      [`${day}.start`, "08:00"],
      [`${day}.end`, "17:00"],
    ]),
  );
  return {
    intent: "save",
    name,
    phone: "(305) 555-0188",
    email,
    locale: "en",
    serviceTypes: "Maintenance",
    zones: SEEDED_ZONE,
    active: "on",
    ...hours,
  };
}

/** The link of the newest mail to `email` in the development mailbox (the System page), once the mail job sent it. */
export async function mailedLink(origin: string, adminCookie: string, email: string, path: RegExp): Promise<string> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let messageId: string | undefined;
  await expect(async () => {
    const system = await probe(origin, "/admin/system", { cookie: adminCookie });
    messageId = new RegExp(`/admin/system/mail/(${UUID})"(?:(?!</tr>)[\\s\\S])*?${escaped}`).exec(system.text)?.[1];
    expect(messageId, `a mail to ${email} in the development mailbox`).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const message = await probe(origin, `/admin/system/mail/${messageId}`, { cookie: adminCookie });
  const link = message.text.match(/https?:\/\/[^\s"<]+/g)?.find((url) => path.test(url.replaceAll("&amp;", "&")));
  expect(link, "the mail's link").toBeTruthy();
  return link!.replaceAll("&amp;", "&");
}

/**
 * A technician with a login of role `technician`, made as staff make one on the Team screen (over HTTP with the
 * admin's cookie): added, given a login, the invitation's link followed to choose the password, then signed in.
 */
export async function technicianWithLoginOverHttp(
  origin: string,
  adminCookie: string,
  prefix = "technician",
): Promise<SignedIn & { technicianId: string }> {
  const email = uniqueEmail(prefix);
  const headers = { origin };
  const saved = await probe(origin, "/admin/team", {
    cookie: adminCookie,
    headers,
    form: technicianFormFields(`${prefix} Tech`, email),
  });
  expect(saved.status, saved.text.slice(0, 300)).toBe(302);
  const technicianId = new RegExp(`technician=(${UUID})`).exec(saved.location ?? "")?.[1];
  expect(technicianId, `the new technician's address ${saved.location}`).toBeTruthy();
  const given = await probe(origin, "/admin/team", {
    cookie: adminCookie,
    headers,
    form: { intent: "give-login", technicianId: technicianId! },
  });
  expect(given.status, given.text.slice(0, 300)).toBe(302);

  const link = new URL(await mailedLink(origin, adminCookie, email, /\/reset-password\?token=/));
  const token = link.searchParams.get("token")!;
  const reset = await probe(origin, link.pathname, {
    headers,
    form: { token, password: FRESH_PASSWORD, confirmPassword: FRESH_PASSWORD },
  });
  expect(reset.status, reset.text.slice(0, 300)).toBe(302);
  const signedIn = await probe(origin, "/api/auth/sign-in/email", {
    json: { email, password: FRESH_PASSWORD },
    headers,
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { email, password: FRESH_PASSWORD, cookie: cookieHeaderOf(signedIn.setCookies), technicianId: technicianId! };
}
