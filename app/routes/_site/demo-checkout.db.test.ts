import { describe, expect, it } from "vitest";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action } from "./demo-checkout";

useTestDatabase();

async function customerCookie(): Promise<string> {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: { firstName: "Cara", lastName: "Diaz", email: "cara@example.com", password, confirmPassword: password },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

async function post(cookie: string, sessionId: string, body: string): Promise<unknown> {
  const request = new Request(`${TEST_ORIGIN}/demo-checkout/${sessionId}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  try {
    return await action({ request, params: { sessionId }, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

function statusOf(answer: unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  if (answer && typeof answer === "object" && "init" in answer)
    return (answer as { init?: { status?: number } }).init?.status;
  if (answer && typeof answer === "object" && "status" in answer) return (answer as { status: number }).status;
  return undefined;
}

describe("the demo checkout's Pay", () => {
  it("lets a made-up checkout's NOT_FOUND through to the shared not-found mapping, never a 500", async () => {
    const cookie = await customerCookie();
    const answer = await post(cookie, "not-a-session", "intent=pay");
    expect(answer).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a post that is not Pay with 400", async () => {
    const cookie = await customerCookie();
    for (const body of ["", "intent=cancel", "intent=refund"])
      expect(statusOf(await post(cookie, "not-a-session", body)), body).toBe(400);
  });
});
