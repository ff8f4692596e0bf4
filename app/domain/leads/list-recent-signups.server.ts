import { and, count, desc, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { RECENT_SIGNUPS_LIST_LIMIT, RECENT_SIGNUPS_WINDOW_DAYS } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, profiles, user } from "~/db/schema";
import { getSettings } from "~/domain/settings/get-settings.server";

/** One recent sign-up as the Leads & Signups screen shows it (DECISIONS.md §4: the real e-mail, not a placeholder). */
export type RecentSignup = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  /** The name to show: the profile's first and last name, else the login's display name. */
  name: string;
  email: string;
  emailVerified: boolean;
  /** ISO instant the profile was created (the sign-up). */
  signedUpAt: string;
  /** The sign-up's customer record, when it has one. */
  customerId: string | null;
  customerNumber: string | null;
};

export type RecentSignupList = {
  /** The newest RECENT_SIGNUPS_LIST_LIMIT of the window, newest first. */
  rows: RecentSignup[];
  /** Every sign-up of the window (the list may show fewer). */
  total: number;
  windowDays: number;
};

/** The first instant of the window: sign-ups created at or after it are recent. */
export function recentSignupsSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_SIGNUPS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Sign-ups of the window (profiles created since `since`), staff left out: an admin login, or the company's
 * designated admin address (verified or not, as Link Accounts refuses it), is not a customer signing up.
 */
export async function recentSignupCondition(since: Date, executor?: Executor): Promise<SQL> {
  const { adminEmail } = await getSettings({ executor });
  return and(
    gte(profiles.createdAt, since),
    ne(user.role, "admin"),
    adminEmail ? sql`lower(${user.email}) <> ${adminEmail.trim().toLowerCase()}` : undefined,
  )!;
}

export function displayName(row: {
  firstName: string | null;
  lastName: string | null;
  loginName: string;
  email: string;
}): string {
  const joined = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return joined || row.loginName.trim() || row.email;
}

/** A sign-up's columns: its profile's names and date, its login's e-mail, and its customer record's number. */
const signupColumns = {
  userId: user.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  loginName: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  createdAt: profiles.createdAt,
  customerNumber: customers.customerNumber,
};

/**
 * Recent sign-ups (spec document 2 §2, §7: profiles of the last RECENT_SIGNUPS_WINDOW_DAYS days, newest first) with
 * their login's e-mail, whether it is verified, and their customer record's number when they have one.
 */
export async function listRecentSignups(input: {
  actor: Pick<SessionUser, "id">;
  now?: Date;
}): Promise<RecentSignupList> {
  const db = await database();
  const where = await recentSignupCondition(recentSignupsSince(input.now ?? new Date()));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...signupColumns, customerId: customers.id })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .leftJoin(customers, eq(customers.userId, user.id))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(RECENT_SIGNUPS_LIST_LIMIT),
    db.select({ total: count() }).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(where),
  ]);
  return {
    rows: rows.map(({ loginName, createdAt, ...row }) => ({
      ...row,
      name: displayName({ ...row, loginName }),
      signedUpAt: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    windowDays: RECENT_SIGNUPS_WINDOW_DAYS,
  };
}

/** A sign-up as the match rule and the lead's dialogs need it. */
export type SignupCandidate = Omit<RecentSignup, "customerId" | "customerNumber"> & { customerNumber: string | null };

/**
 * Every sign-up of the window, for the potential-match rule (which checks only the leads of one page against them,
 * so this stays one indexed read however many leads there are). Light columns only: a window holds at most a few
 * thousand sign-ups.
 */
export async function listSignupCandidates(
  input: { now?: Date; executor?: Executor } = {},
): Promise<SignupCandidate[]> {
  const db = input.executor ?? (await database());
  const where = await recentSignupCondition(recentSignupsSince(input.now ?? new Date()), input.executor);
  const rows = await db
    .select(signupColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(customers, eq(customers.userId, user.id))
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  return rows.map(({ loginName, createdAt, ...row }) => ({
    ...row,
    name: displayName({ ...row, loginName }),
    signedUpAt: createdAt.toISOString(),
  }));
}
