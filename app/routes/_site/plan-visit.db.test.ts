import { describe, expect, it } from "vitest";
import { appointments } from "~/db/schema";
import { runPlanVisitsDay } from "~/domain/plan-visits/plan-visits-daily-job.server";
import { TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  planCustomerInDoral,
  planVisitLinks,
  planVisitMails,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./plan-visit";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

async function offeredLinks(): Promise<string[]> {
  await addDoralMaintenanceTechnicians(db());
  await planCustomerInDoral(db(), "commercial_plus", "Ana");
  await runPlanVisitsDay(db(), new Date());
  return planVisitLinks((await planVisitMails(db()))[0]!.text);
}

/** The loader's answer, or what it threw. */
async function get(path: string, token: string): Promise<unknown> {
  try {
    return await loader({ request: new Request(`${TEST_ORIGIN}${path}`), params: { token }, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

async function post(path: string, token: string, body: string): Promise<unknown> {
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  try {
    return await action({ request, params: { token }, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

type DataAnswer = { data: { page: { state: string; planName: string } }; init: { status?: number } | null };

describe("the plan visit link page (issue 37 item 2)", () => {
  it("shows the window on GET, books it on POST, and answers a reused link with 409 and nothing new", async () => {
    const [token] = await offeredLinks();
    const shown = (await get(`/plan-visit/${token}`, token!)) as DataAnswer;
    expect(shown.init?.status).toBe(200);
    expect(shown.data.page).toMatchObject({ state: "open", planName: "Commercial Plus" });
    expect(await db().select().from(appointments)).toEqual([]);

    const booked = (await post(`/plan-visit/${token}`, token!, "intent=book")) as Response;
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe(`/plan-visit/${token}?booked`);
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(((await get(`/plan-visit/${token}?booked`, token!)) as DataAnswer).init?.status).toBe(200);

    const reused = (await get(`/plan-visit/${token}`, token!)) as DataAnswer;
    expect(reused.init?.status).toBe(409);
    expect(reused.data.page.state).toBe("booked");
    const again = (await post(`/plan-visit/${token}`, token!, "intent=book")) as DataAnswer;
    expect(again.init?.status).toBe(409);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("speaks Spanish under /es, and answers an altered link as not found without booking", async () => {
    const [token] = await offeredLinks();
    const spanish = (await get(`/es/plan-visit/${token}`, token!)) as DataAnswer;
    expect(spanish.data.page.planName).toBe("Comercial Plus");
    const altered = `${token!.slice(0, -2)}zz`;
    expect(await get(`/plan-visit/${altered}`, altered)).toMatchObject({ code: "NOT_FOUND" });
    expect(await post(`/plan-visit/${altered}`, altered, "intent=book")).toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(appointments)).toEqual([]);
  });
});
