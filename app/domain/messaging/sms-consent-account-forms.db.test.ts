import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, profiles, user } from "~/db/schema";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { getProfile } from "~/domain/profile/get-profile.server";
import { messagesFor } from "~/i18n/messages.server";
import { action as profileAction } from "~/routes/customer/profile";
import { action as welcomeAction } from "~/routes/_auth/welcome";
import { cookieOf, testHttp } from "../../../tests/support/auth-test-requests";
import {
  CLIENT_ADDRESS,
  consentEventsOf,
  disclosureIn,
  postFrom,
  runAction,
} from "../../../tests/support/form-consent-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { readConsent } from "./read-consent.server";
import { recordConsent } from "./record-consent.server";

const { db } = useTestDatabase();
const events = () => consentEventsOf(db());
const password = "Cool-Breeze-2031";

describe("the sign-up form records the SMS box", () => {
  const SIGN_UP = {
    intent: "sign-up",
    firstName: "Ana",
    lastName: "Pérez",
    email: "ana@example.com",
    password,
    confirmPassword: password,
  };

  it("records a ticked box with the new login, the phone kept on the profile, in Spanish", async () => {
    const reply = await runAction(
      welcomeAction,
      postFrom("/es/auth", { ...SIGN_UP, phone: "(786) 555-0123", smsConsent: "yes" }),
    );
    expect(reply.status).toBe(302);
    const [login] = await db().select().from(user);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, login!.id));
    expect(profile!.phone).toBe("(786) 555-0123");
    expect(await events()).toEqual([
      expect.objectContaining({
        contact: "+17865550123",
        granted: true,
        source: "signup_form",
        wordsShown: await disclosureIn("es"),
        ipAddress: CLIENT_ADDRESS,
        locale: "es",
        customerId: null,
      }),
    ]);
  });

  it("records nothing for a box left unticked", async () => {
    const reply = await runAction(welcomeAction, postFrom("/auth", { ...SIGN_UP, phone: "(786) 555-0123" }));
    expect(reply.status).toBe(302);
    expect(await events()).toEqual([]);
  });

  it("refuses a ticked box without a phone number, creating no login", async () => {
    const reply = await runAction(welcomeAction, postFrom("/auth", { ...SIGN_UP, smsConsent: "yes" }));
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors).toEqual({ phone: "smsPhoneInvalid" });
    expect(messagesFor("en").auth.validation.smsPhoneInvalid).toContain("US mobile number");
    expect(messagesFor("es").auth.validation.smsPhoneInvalid).toContain("celular de EE. UU.");
    expect(await db().select().from(user)).toEqual([]);
    expect(await events()).toEqual([]);
  });
});

describe("the profile's SMS box shows the current consent and withdraws it", () => {
  const PROFILE = {
    firstName: "Vera",
    lastName: "Cruz",
    email: "vera@example.com",
    phone: "(305) 555-0142",
    addressLine1: "12 Palm Ave",
    city: "Miami",
    state: "FL",
    zipCode: "33101",
  };

  async function signedIn() {
    const { userId, setCookies } = await signUpCustomer({
      form: { firstName: "Vera", lastName: "Cruz", email: "vera@example.com", password, confirmPassword: password },
      locale: "es",
      http: testHttp(),
    });
    const account = { id: userId, email: "vera@example.com", firstName: "Vera", lastName: "Cruz" };
    return { account, cookie: cookieOf(setCookies) };
  }
  const save = (fields: Record<string, string>, cookie: string) =>
    runAction(profileAction, postFrom("/customer/profile", fields, cookie));

  it("records a tick once, shows it, and records the untick as a withdrawal in the customer's language", async () => {
    const { account, cookie } = await signedIn();
    expect((await getProfile({ user: account })).smsConsent).toBe(false);

    expect((await save({ ...PROFILE, smsConsent: "yes" }, cookie)).status).toBe(302);
    expect((await getProfile({ user: account })).smsConsent).toBe(true);
    // Saving again with the box still ticked adds no event.
    await save({ ...PROFILE, smsConsent: "yes" }, cookie);
    expect(await events()).toHaveLength(1);

    expect((await save(PROFILE, cookie)).status).toBe(302);
    expect((await getProfile({ user: account })).smsConsent).toBe(false);
    const [customer] = await db().select().from(customers);
    const wordsShown = await disclosureIn("es");
    expect(
      (await events()).map(({ granted, source, wordsShown: words, ipAddress, locale, customerId }) => ({
        granted,
        source,
        words,
        ipAddress,
        locale,
        customerId,
      })),
    ).toEqual([
      {
        granted: true,
        source: "profile_form",
        words: wordsShown,
        ipAddress: CLIENT_ADDRESS,
        locale: "es",
        customerId: customer!.id,
      },
      {
        granted: false,
        source: "profile_form",
        words: wordsShown,
        ipAddress: CLIENT_ADDRESS,
        locale: "es",
        customerId: customer!.id,
      },
    ]);
    expect(await readConsent({ contact: "3055550142", channel: "sms", purpose: "transactional" })).toMatchObject({
      granted: false,
    });
  });

  it("withdraws a consent given on a booking when the box is unticked", async () => {
    const { account, cookie } = await signedIn();
    await save(PROFILE, cookie);
    await recordConsent({
      contact: PROFILE.phone,
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "booking_form",
      locale: "en",
    });
    expect((await getProfile({ user: account })).smsConsent).toBe(true);
    await save(PROFILE, cookie);
    expect((await events()).map((event) => [event.source, event.granted])).toEqual([
      ["booking_form", true],
      ["profile_form", false],
    ]);
    expect((await getProfile({ user: account })).smsConsent).toBe(false);
  });

  it("refuses a ticked box without a phone number with a field message, saving nothing", async () => {
    const { account, cookie } = await signedIn();
    await save(PROFILE, cookie);
    const refused = await save({ ...PROFILE, phone: "", city: "Doral", smsConsent: "yes" }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ phone: "smsPhoneInvalid" });
    expect(messagesFor("es").portal.profile.validation.smsPhoneInvalid).toBe(messagesFor("es").smsConsent.phoneInvalid);
    const [customer] = await db().select().from(customers);
    expect(customer).toMatchObject({ city: "Miami", phone: "(305) 555-0142" });
    expect(await events()).toEqual([]);
    expect((await getProfile({ user: account })).smsConsent).toBe(false);
  });
});
