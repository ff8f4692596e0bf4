import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { leads, profiles, user } from "~/db/schema";
import { enqueueLeadSync } from "~/domain/crm/crm-jobs.server";

/**
 * What a customer sign-up adds besides the login: the profile, a `user_signup` lead and that lead's CRM sync job
 * (DECISIONS.md §2). Called inside sign-up's transaction, so all of it commits with the new user or not at all.
 */
export async function createSignupRecords(input: {
  executor: Executor;
  userId: string;
}): Promise<{ leadId: string; jobId: number }> {
  const { executor, userId } = input;
  const [account] = await executor
    .select({ email: user.email, name: user.name, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) throw new Error(`createSignupRecords: user ${userId} does not exist in this transaction`);
  await executor
    .insert(profiles)
    .values({ userId, firstName: account.firstName, lastName: account.lastName })
    .onConflictDoNothing({ target: profiles.userId });
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(" ") || account.name;
  const [lead] = await executor
    .insert(leads)
    .values({ name: fullName, email: account.email, userId, source: "user_signup", status: "new" })
    .returning({ id: leads.id });
  const job = await enqueueLeadSync(executor, { leadId: lead!.id });
  return { leadId: lead!.id, jobId: job.id };
}
