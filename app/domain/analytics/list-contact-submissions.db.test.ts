import { describe, expect, it } from "vitest";
import { ANALYTICS_CONTACT_SUBMISSIONS_LIMIT } from "~/config/business-rules";
import { insertLead } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { listContactSubmissions } from "./list-contact-submissions.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1", isAdmin: true };

function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

describe("listContactSubmissions", () => {
  it("is empty with a total of 0 when no one has used the contact form", async () => {
    await insertLead(db(), { source: "website_form" });
    expect(await listContactSubmissions({ actor })).toEqual({ items: [], total: 0 });
  });

  it(`shows the first ${ANALYTICS_CONTACT_SUBMISSIONS_LIMIT} contact-form leads newest first, counts all of them, and leaves other sources out`, async () => {
    const count = ANALYTICS_CONTACT_SUBMISSIONS_LIMIT + 3;
    const inserted = [];
    for (let index = 0; index < count; index++) {
      inserted.push(
        await insertLead(db(), {
          name: `Contact ${index}`,
          source: "contact_form",
          notes: `Message ${index}`,
          createdAt: minutesAgo(10 + index),
        }),
      );
    }
    // Newer than every contact message, but from other forms.
    await insertLead(db(), { name: "Estimate", source: "website_form", createdAt: minutesAgo(1) });
    await insertLead(db(), { name: "Signup", source: "user_signup", createdAt: minutesAgo(2) });

    const { items, total } = await listContactSubmissions({ actor });
    expect(total).toBe(count);
    expect(items.map((item) => item.name)).toEqual(
      Array.from({ length: ANALYTICS_CONTACT_SUBMISSIONS_LIMIT }, (_, index) => `Contact ${index}`),
    );
    expect(items[0]).toEqual({
      id: inserted[0]!.id,
      name: "Contact 0",
      email: "teresa@example.com",
      phone: "(305) 555-0111",
      message: "Message 0",
      status: "new",
      createdAt: inserted[0]!.createdAt.toISOString(),
    });
  });

  it("keeps one order for messages of the same instant (newest id first)", async () => {
    const sameInstant = minutesAgo(5);
    for (let index = 0; index < 3; index++) await insertLead(db(), { source: "contact_form", createdAt: sameInstant });
    const ids = (await listContactSubmissions({ actor })).items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("refuses anyone but staff", async () => {
    await expect(listContactSubmissions({ actor: { id: "user-1", isAdmin: false } })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
