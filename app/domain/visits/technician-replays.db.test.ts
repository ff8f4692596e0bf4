import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { serviceHistory, servicePhotos, technicianActionReceipts } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  NOW,
  customerWithLogin,
  mailKinds,
  technicianPair,
  testPhoto,
  visitFor,
} from "../../../tests/support/technician-day-test-support";
import { completeVisit } from "./complete-visit.server";
import { markArrived } from "./mark-arrived.server";
import { markOnMyWay } from "./mark-on-my-way.server";

const { db } = useTestDatabase();
const NOON = new Date("2026-06-01T16:00:00Z");
const done = { workDone: "Cleaned the coil", amountCharged: "95", paymentStatus: "pending" };

let techs: Awaited<ReturnType<typeof technicianPair>>;
let rosa: Awaited<ReturnType<typeof customerWithLogin>>;
beforeEach(async () => {
  techs = await technicianPair();
  rosa = await customerWithLogin("en");
});

describe("a technician's action replayed with the same key", () => {
  it("returns the stored answer of a completion and writes no second record, photo or e-mail", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const idempotencyKey = crypto.randomUUID();
    const send = async () =>
      completeVisit({
        user: techs.a.user,
        appointmentId: visit.id,
        idempotencyKey,
        form: done,
        photos: [await testPhoto()],
        now: NOW,
      });
    const first = await send();
    // A retry after a lost answer, even with a changed form: the key decides.
    const again = await completeVisit({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey,
      form: { ...done, amountCharged: "1000" },
      photos: [],
      now: NOW,
    });
    expect(again).toEqual(first);
    expect(await db().select().from(serviceHistory)).toHaveLength(1);
    expect(await db().select().from(servicePhotos)).toHaveLength(1);
    expect(await mailKinds()).toEqual(["appointment-completed"]);
    expect(await db().select().from(technicianActionReceipts)).toHaveLength(1);
  });

  it("mails the customer once for an 'on my way' sent twice", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const action = { user: techs.a.user, appointmentId: visit.id, idempotencyKey: crypto.randomUUID(), now: NOW };
    expect(await markOnMyWay(action)).toEqual(await markOnMyWay(action));
    expect(await mailKinds()).toEqual(["appointment-on-my-way"]);
  });

  it("answers two identical completions sent at once with one record and one photo", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const idempotencyKey = crypto.randomUUID();
    const photo = await testPhoto();
    const send = () =>
      completeVisit({
        user: techs.a.user,
        appointmentId: visit.id,
        idempotencyKey,
        form: done,
        photos: [photo],
        now: NOW,
      });
    const [one, two] = await Promise.all([send(), send()]);
    expect(one).toEqual(two);
    expect(await db().select().from(serviceHistory).where(eq(serviceHistory.appointmentId, visit.id))).toHaveLength(1);
    expect(await db().select().from(servicePhotos)).toHaveLength(1);
    expect(await mailKinds()).toEqual(["appointment-completed"]);
  });

  it("refuses a key reused for another visit or another action with a conflict, changing nothing", async () => {
    const first = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const second = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const idempotencyKey = crypto.randomUUID();
    await markOnMyWay({ user: techs.a.user, appointmentId: first.id, idempotencyKey, now: NOW });
    await expect(
      markOnMyWay({ user: techs.a.user, appointmentId: second.id, idempotencyKey, now: NOW }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      markArrived({ user: techs.a.user, appointmentId: first.id, idempotencyKey, now: NOW }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // Another technician presenting the key is refused the same way, and learns nothing of the visit.
    await expect(
      markOnMyWay({ user: techs.b.user, appointmentId: first.id, idempotencyKey, now: NOW }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await mailKinds()).toEqual(["appointment-on-my-way"]);
  });

  it("answers two requests racing with one key for two visits: one does the work, the other is refused", async () => {
    const first = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const second = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const idempotencyKey = crypto.randomUUID();
    const results = await Promise.allSettled(
      [first, second].map((visit) =>
        markOnMyWay({ user: techs.a.user, appointmentId: visit.id, idempotencyKey, now: NOW }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT" });
    expect(await mailKinds()).toEqual(["appointment-on-my-way"]);
  });

  it("refuses an action without a uuid key", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    await expect(
      markOnMyWay({ user: techs.a.user, appointmentId: visit.id, idempotencyKey: "again", now: NOW }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { idempotencyKey: "idempotencyKeyInvalid" } });
  });
});
