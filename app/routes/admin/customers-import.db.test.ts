import { describe, expect, it } from "vitest";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import type { CustomerImportEvent } from "~/domain/customers/customer-import-report";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { action as importAction, loader as importLoader } from "./customers-import";
import { action as uploadAction } from "./customers-import-upload";
import { loader as templateLoader } from "./customers-template";

useTestDatabase();

const HEADER = "first_name,last_name,address_line1,city,zip_code";

async function adminCookie(): Promise<string> {
  await createCredentialUser({
    email: "admin@example.com",
    password: "Steady-Compass-2031",
    name: "Admin",
    role: "admin",
    emailVerified: true,
  });
  const result = await signInAdmin({
    form: { email: "admin@example.com", password: "Steady-Compass-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

function multipart(
  path: string,
  cookie: string,
  file: { name: string; text: string } | null,
  accept?: string,
): Request {
  const body = new FormData();
  if (file) body.append("file", new File([file.text], file.name, { type: "text/csv" }));
  else body.append("note", "no file here");
  const headers = new Headers({ origin: TEST_ORIGIN, cookie });
  if (accept) headers.set("accept", accept);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body });
}

async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result).slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe("the customer import routes", () => {
  it("serve customer_template.csv as a download with the header row and two sample rows", async () => {
    const cookie = await adminCookie();
    const response = await answerOf(() =>
      templateLoader(args(new Request(`${TEST_ORIGIN}/admin/customers/template.csv`, { headers: { cookie } }))),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="customer_template.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      "customer_number,first_name,last_name,email,phone,address_line1,address_line2,city,state,zip_code,current_balance,service_plan,equipment_type,equipment_brand,equipment_model,installation_date,next_service_due,notes,status",
    );
  });

  it("import a plain form post and redirect to the stored report, which the page then shows", async () => {
    const cookie = await adminCookie();
    const file = {
      name: "spring.csv",
      text: `${HEADER}\nAna,Diaz,1 Main St,Miami,33101\nLuis,,2 Main St,Miami,33102\n`,
    };
    const response = await answerOf(() => importAction(args(multipart("/admin/customers/import", cookie, file))));
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/customers\/import\?report=\d+$/);
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain("Some Errors Occurred");

    const page = await importLoader(args(new Request(`${TEST_ORIGIN}${location}`, { headers: { cookie } })));
    expect(page.report).toMatchObject({
      fileName: "spring.csv",
      imported: 1,
      errorCount: 1,
      errors: [{ row: 3, kind: "missingRequired" }],
    });
  });

  it("send a refused file back to the form with its toast", async () => {
    const cookie = await adminCookie();
    const response = await answerOf(() =>
      importAction(args(multipart("/admin/customers/import", cookie, { name: "notes.txt", text: "hello" }))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/customers/import");
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain("Invalid File");
  });

  it("answer 400 with a clear message to a body that is not multipart or has no file", async () => {
    const cookie = await adminCookie();
    const form = new Request(`${TEST_ORIGIN}/admin/customers/import`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "file=customers.csv",
    });
    for (const request of [
      form,
      multipart("/admin/customers/import", cookie, null),
      multipart("/admin/customers/import/upload", cookie, null),
    ]) {
      const response = await answerOf(() =>
        request.url.endsWith("/upload") ? uploadAction(args(request)) : importAction(args(request)),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/field named "file"/);
    }
  });

  it("answer 404 for a report id that is no import", async () => {
    const cookie = await adminCookie();
    await expect(
      importLoader(args(new Request(`${TEST_ORIGIN}/admin/customers/import?report=424242`, { headers: { cookie } }))),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("stream the upload's progress and then its report as NDJSON", async () => {
    const cookie = await adminCookie();
    const rows = Array.from({ length: 700 }, (_, index) => `Ana${index},Diaz,1 Main St,Miami,33101`);
    const response = await answerOf(() =>
      uploadAction(
        args(
          multipart(
            "/admin/customers/import/upload",
            cookie,
            { name: "big.csv", text: `${HEADER}\n${rows.join("\n")}` },
            "application/x-ndjson",
          ),
        ),
      ),
    );
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as CustomerImportEvent);
    expect(events.slice(0, -1)).toEqual([
      { type: "progress", processed: 0, total: 700 },
      { type: "progress", processed: 500, total: 700 },
      { type: "progress", processed: 700, total: 700 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "report", report: { imported: 700, errorCount: 0 } });
  });

  it("stream a refusal for a file that is not a CSV", async () => {
    const cookie = await adminCookie();
    const response = await answerOf(() =>
      uploadAction(args(multipart("/admin/customers/import/upload", cookie, { name: "photo.png", text: "x" }))),
    );
    expect(JSON.parse((await response.text()).trim())).toEqual({ type: "refused", refusal: { problem: "notCsv" } });
  });
});
