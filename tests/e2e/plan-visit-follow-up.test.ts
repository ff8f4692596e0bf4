import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

/**
 * Issue 37: an offer nobody answers reaches the office. The server runs real jobs on the real clock, so this file has
 * a server of its own on a PostgreSQL database of its own: the demo's unanswered offer is dated fifteen days back
 * there, and a day's run queued as the hourly timer would (a fresh dedupe key, since the server's start already
 * queued today's), which the server's worker then runs.
 */
const server = useAppServerOnPostgres("plan_visit_follow_up");
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
test.use({ baseURL: async ({}, use) => use(server.origin) });

test("An offer unanswered for fifteen days reaches the office's follow-up list", async ({ page }) => {
  // The demo member offered windows two days ago (the oldest offer: the start's run makes only newer ones).
  const offered = await server.query(
    `update plan_visits set offered_at = now() - interval '15 days'
     where id = (select id from plan_visits where status = 'offered' order by offered_at limit 1)
     returning id, (select first_name || ' ' || last_name from customers where id = customer_id) as name`,
  );
  const { id, name } = offered.rows[0] as { id: string; name: string };
  await server.query(
    `insert into jobs (type, payload, dedupe_key)
     values ('plan-visits.daily', jsonb_build_object('date', to_char(now() at time zone 'America/New_York', 'YYYY-MM-DD')),
       'plan-visits.daily:e2e-' || md5(random()::text))`,
  );
  await expect
    .poll(async () => (await server.query("select status from plan_visits where id = $1", [id])).rows[0]?.status)
    .toBe("follow_up");

  await signInAsAdmin(page, "/admin/plan-visits");
  const row = page.locator(`[data-plan-visit-id="${id}"]`);
  await expect(row).toContainText(name);
  await expect(row.getByTestId("follow-up-status")).toHaveText("Follow up");
  await expect(row.getByRole("link", { name: `Book a window for ${name}` })).toBeVisible();
  await expect(page.getByTestId("plan-visit-follow-ups-showing")).toHaveText(/^Showing 1–\d+ of \d+$/);
});
