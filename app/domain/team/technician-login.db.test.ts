import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, jobs, session, settings, technicians, user, verification } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { resetPassword } from "~/domain/accounts/reset-password.server";
import { cookieOf, postToAuthApi, testHttp } from "../../../tests/support/auth-test-requests";
import { addZones, technicianForm } from "../../../tests/support/team-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { giveTechnicianLogin } from "./give-technician-login.server";
import { listTechnicians } from "./list-technicians.server";
import { removeTechnicianLogin } from "./remove-technician-login.server";
import { saveTechnician } from "./save-technician.server";
import { setTechnicianActive } from "./set-technician-active.server";

const { db } = useTestDatabase();
const staff = { id: "staff-1" };
const chosen = "Wrench-Harbor-2031";

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olivia Office", email: "olivia@example.com", role: "admin" });
  await addZones({ "Coral Gables": ["33134"] });
});

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

/** The invitation mails queued so far: their recipient, subject and the link's token. */
async function invitations() {
  const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).filter(
    (row) => row.payload.kind === "technician-invite",
  );
  return mails.map((mail) => {
    const link = String(mail.payload.text ?? "").match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
    return {
      to: mail.payload.to,
      subject: mail.payload.subject,
      link,
      token: new URL(link).searchParams.get("token")!,
    };
  });
}

describe("giveTechnicianLogin", () => {
  it("makes a technician login with their e-mail, mails a link to choose the password, and audits the grant", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });

    const [technician] = await db().select().from(technicians).where(eq(technicians.id, id));
    const [login] = await db().select().from(user).where(eq(user.id, technician!.userId!));
    expect(login).toMatchObject({ email: "marco.ruiz@example.com", role: "technician", locale: "es" });
    expect(login!.emailVerified).toBe(false);
    const [invitation] = await invitations();
    // In the technician's language, to the Spanish reset page.
    expect(invitation).toMatchObject({ to: "marco.ruiz@example.com", subject: expect.stringContaining("técnico") });
    expect(invitation!.link).toContain("/es/reset-password?token=");
    const grant = (await db().select().from(auditLog)).find(
      (entry) => entry.action === "account.technician-login-give",
    );
    expect(grant).toMatchObject({ actorUserId: staff.id, entityId: id });
    expect(grant!.details).toMatchObject({ role: "technician", userId: login!.id });
    expect((await listTechnicians({ actor: staff }))[0]!.login).toEqual({
      email: "marco.ruiz@example.com",
      verified: false,
    });
  });

  it("lets the technician choose a password through better-auth with the mailed link, and gives them no customer record", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });
    const [invitation] = await invitations();
    await resetPassword({
      form: { token: invitation!.token, password: chosen, confirmPassword: chosen },
      http: testHttp("/reset-password"),
    });
    const signedIn = await postToAuthApi("/sign-in/email", { email: "marco.ruiz@example.com", password: chosen });
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn)).toContain("aw.session_token=");
    const [login] = await db().select().from(user).where(eq(user.email, "marco.ruiz@example.com"));
    expect(login).toMatchObject({ role: "technician", emailVerified: true });
    expect(await db().select().from(customers)).toEqual([]);
    // The link is used up.
    await expect(
      resetPassword({
        form: { token: invitation!.token, password: "Another-Harbor-2031", confirmPassword: "Another-Harbor-2031" },
        http: testHttp("/reset-password"),
      }),
    ).rejects.toMatchObject({ serviceCode: "INVALID_TOKEN" });
  });

  it("refuses a second login, an inactive technician, an address that already has a login, and the designated admin address", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });
    expect((await refusal(() => giveTechnicianLogin({ actor: staff, technicianId: id }))).code).toBe("CONFLICT");

    const inactive = await saveTechnician({
      actor: staff,
      input: technicianForm({ name: "Ana Ortiz", email: "ana@example.com", active: false }),
    });
    expect((await refusal(() => giveTechnicianLogin({ actor: staff, technicianId: inactive.id }))).code).toBe(
      "CONFLICT",
    );

    await createCredentialUser({ email: "cara@example.com", password: chosen, name: "Cara", emailVerified: true });
    const customer = await saveTechnician({
      actor: staff,
      input: technicianForm({ name: "Cara Diaz", email: "Cara@example.com" }),
    });
    expect((await refusal(() => giveTechnicianLogin({ actor: staff, technicianId: customer.id }))).code).toBe(
      "CONFLICT",
    );
    expect((await db().select().from(user).where(eq(user.email, "cara@example.com")))[0]!.role).toBe("user");

    await db().update(settings).set({ adminEmail: "owner@example.com" });
    const owner = await saveTechnician({
      actor: staff,
      input: technicianForm({ name: "Owner", email: "owner@example.com" }),
    });
    expect((await refusal(() => giveTechnicianLogin({ actor: staff, technicianId: owner.id }))).code).toBe("CONFLICT");
    expect(await db().select().from(user).where(eq(user.email, "owner@example.com"))).toEqual([]);
    expect(await invitations()).toHaveLength(1);
  });
});

describe("removeTechnicianLogin", () => {
  it("deletes the login with its sessions, keeps the technician, and audits it", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });
    const [invitation] = await invitations();
    await resetPassword({
      form: { token: invitation!.token, password: chosen, confirmPassword: chosen },
      http: testHttp("/reset-password"),
    });
    await postToAuthApi("/sign-in/email", { email: "marco.ruiz@example.com", password: chosen });
    expect(await db().select().from(session)).toHaveLength(1);

    await removeTechnicianLogin({ actor: staff, technicianId: id });
    expect(await db().select().from(user).where(eq(user.role, "technician"))).toEqual([]);
    expect(await db().select().from(session)).toEqual([]);
    const [technician] = await db().select().from(technicians).where(eq(technicians.id, id));
    expect(technician).toMatchObject({ userId: null, active: true });
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toContain(
      "account.technician-login-remove",
    );
    expect((await refusal(() => removeTechnicianLogin({ actor: staff, technicianId: id }))).code).toBe("CONFLICT");
  });

  it("kills the invitation link not yet followed", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });
    expect(await db().select().from(verification)).toHaveLength(1);
    await removeTechnicianLogin({ actor: staff, technicianId: id });
    expect(await db().select().from(verification)).toEqual([]);
  });

  it("keeps a deactivated technician's login until staff remove it", async () => {
    const { id } = await saveTechnician({ actor: staff, input: technicianForm() });
    await giveTechnicianLogin({ actor: staff, technicianId: id });
    await setTechnicianActive({ actor: staff, technicianId: id, active: false });
    expect((await listTechnicians({ actor: staff }))[0]).toMatchObject({ active: false, login: { verified: false } });
  });
});
