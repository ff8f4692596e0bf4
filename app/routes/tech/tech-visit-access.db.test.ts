import { beforeEach, describe, expect, it } from "vitest";
import { servicePhotoFiles } from "~/db/schema";
import { cookieOf, postToAuthApi, TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  customerWithLogin,
  technicianPair,
  testPhoto,
  visitFor,
} from "../../../tests/support/technician-day-test-support";
import { loader as servicePhotoLoader } from "../media/service-photo";
import { action as visitAction, loader as visitLoader } from "./visit";

const { db } = useTestDatabase();

async function signIn(email: string, password: string): Promise<string> {
  const response = await postToAuthApi("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

function post(visitId: string, fields: Record<string, string | Blob>, cookie: string, json = true): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers = new Headers({ origin: TEST_ORIGIN, cookie });
  if (json) headers.set("accept", "application/json");
  return new Request(`${TEST_ORIGIN}/tech/visits/${visitId}`, { method: "POST", headers, body });
}

async function answerOf(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result).slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

let techs: Awaited<ReturnType<typeof technicianPair>>;
let visitId: string;
beforeEach(async () => {
  techs = await technicianPair();
  const rosa = await customerWithLogin("en");
  // Now, so the visit is in today's window whatever the day the test runs.
  visitId = (await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: new Date() })).id;
});

describe("/tech/visits/:id", () => {
  it("answers technician B 404 on technician A's visit, to the page and to an action, changing nothing", async () => {
    const cookie = await signIn(techs.b.email, techs.b.password);
    // A loader's AppError NOT_FOUND is the shared 404 page (app/http/app-error-statuses.server.ts).
    await expect(
      visitLoader({
        request: new Request(`${TEST_ORIGIN}/tech/visits/${visitId}`, { headers: { cookie } }),
        params: { visitId },
        context: {},
      } as never),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const posted = await answerOf(() =>
      visitAction({
        request: post(visitId, { intent: "on_my_way", idempotencyKey: crypto.randomUUID() }, cookie),
        params: { visitId },
        context: {},
      } as never),
    );
    expect(posted.status).toBe(404);
    expect(await posted.json()).toEqual({ ok: false, error: "NOT_FOUND" });
  });

  it("answers the phone's queue in JSON: the state on success, the same for a replay, field messages when refused", async () => {
    const cookie = await signIn(techs.a.email, techs.a.password);
    const send = (fields: Record<string, string | Blob>) =>
      answerOf(() =>
        visitAction({ request: post(visitId, fields, cookie), params: { visitId }, context: {} } as never),
      );
    const key = crypto.randomUUID();
    const first = await send({ intent: "on_my_way", idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, state: "on_my_way", appointmentId: visitId });
    expect(await (await send({ intent: "on_my_way", idempotencyKey: key })).json()).toEqual({
      ok: true,
      state: "on_my_way",
      appointmentId: visitId,
    });
    const refused = await send({
      intent: "completed",
      idempotencyKey: crypto.randomUUID(),
      workDone: "Cleaned the coil",
      amountCharged: "-3",
      paymentStatus: "paid",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      ok: false,
      fieldErrors: { amountCharged: "The amount cannot be negative." },
    });
    const photo = new Blob([new Uint8Array(await testPhoto())], { type: "image/jpeg" });
    const completed = await send({
      intent: "completed",
      idempotencyKey: crypto.randomUUID(),
      workDone: "Cleaned the coil",
      amountCharged: "80",
      paymentStatus: "paid",
      photos: photo,
    });
    expect(await completed.json()).toEqual({ ok: true, state: "completed", appointmentId: visitId });

    // The photo: technician A and the customer see it; technician B and a visitor get 404.
    const [file] = await db().select().from(servicePhotoFiles).limit(1);
    const fileName = `${file!.photoId}-${file!.hash}.webp`;
    const photoAs = (viewerCookie?: string) =>
      answerOf(() =>
        servicePhotoLoader({
          request: new Request(`${TEST_ORIGIN}/media/service/${fileName}`, {
            headers: viewerCookie ? { cookie: viewerCookie } : {},
          }),
          params: { fileName },
          context: {},
        } as never),
      ).catch((error: { code?: string }) => ({ status: error.code === "NOT_FOUND" ? 404 : 500 }));
    expect((await photoAs(cookie)).status).toBe(200);
    expect((await photoAs(await signIn(techs.b.email, techs.b.password))).status).toBe(404);
    expect((await photoAs()).status).toBe(404);
  });
});
