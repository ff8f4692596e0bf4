import type { APIResponse, Page, Response } from "@playwright/test";
import { DEMO_ADMIN, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";
import { requestPasswordReset, signUpFreshCustomer } from "./support/fresh-accounts";
import { securityHeaderProblems } from "./support/security-header-checks";

/**
 * Collects every Content-Security-Policy violation the browser reports, across navigations. (Chromium also logs
 * each one as a console error, which the shared fixture turns into a failure.)
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
        .reportPolicyViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  return violations;
}

/** The nonce of the response's policy, after checking the policy forbids framing and unnonced inline scripts. */
function policyNonce(response: Response | APIResponse | null): string {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeTruthy();
  return nonce!;
}

test.describe("Security headers", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("A visitor's home page, rendered with a nonce for a query and then stored, runs its scripts allowed by hash, the same bytes each time", async ({
    page,
  }) => {
    test.slow(); // three loads of the largest page
    const violations = await watchPolicyViolations(page);
    const rendered = await page.goto("/?first-visit"); // a query string is never served from the cache
    policyNonce(rendered);
    const stored = await page.goto("/");
    const again = await page.reload(); // a reload asks the server again (the browser may keep the page a minute)
    expect(again?.headers()["x-html-cache"]).toBe("hit");
    for (const response of [stored, again]) {
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
      expect(policy).not.toContain("nonce-");
    }
    expect(again?.headers()["content-security-policy"]).toBe(stored?.headers()["content-security-policy"]);
    // The browser keeps no body of a page it navigated away from: ask for the stored page's bytes twice.
    const [first, second] = [await page.request.get("/"), await page.request.get("/")];
    expect(await second.body()).toEqual(await first.body());
    // No element carries a nonce attribute (the after-paint starter's own code sets one on the script it makes).
    expect(await first.text()).not.toMatch(/\snonce="/);

    // Hydrated: the carousel's buttons work only once React runs.
    const carousel = page.getByRole("region", { name: "Commercial client testimonials" });
    await carousel.getByRole("button", { name: "Pause automatic rotation" }).click();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel.locator("[aria-roledescription='slide']").nth(1)).toHaveAttribute("data-active", "true");
    expect(violations).toEqual([]);
  });

  test("A customer's portal page after sign-in hydrates under the policy", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await signInAsCustomer(page);
    const response = await page.goto("/customer");
    policyNonce(response);
    const sidebar = page.getByRole("complementary", { name: "Customer portal sidebar" });
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    expect(violations).toEqual([]);
  });

  test("An admin signs in through the hydrated form and opens a message in the System page's mail frame", async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-in, a mail through the job queue and four page loads
    const violations = await watchPolicyViolations(page);
    // A customer of the test's own: other files mail at the same time, and the demo customer's reset mails are few.
    const { email } = await signUpFreshCustomer(request, "csp-mail");
    await requestPasswordReset(request, email);

    policyNonce(await page.goto("/admin"));
    // The form posts through React Router's fetch (`/admin.data`), not a page load: the sign-in page hydrated.
    const actionCall = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/admin.data",
    );
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await actionCall;
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const mailbox = page.getByRole("region", { name: "Development mailbox" });
    const message = mailbox.getByRole("row", { name: /reset-password/ }).filter({ hasText: email });
    await expect(async () => {
      policyNonce(await page.goto("/admin/system"));
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await message.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/system\/mail\/[0-9a-f-]{36}$/);
    // The mail's HTML, with its inline styles, in the sandboxed frame (which inherits the page's policy).
    const frame = page.getByTitle("HTML part of the message, shown without scripts");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator("iframe").getByText("We received a request to reset the password")).toBeVisible();
    policyNonce(await page.reload());
    await expect(frame).toBeVisible();
    expect(violations).toEqual([]);
  });

  // Every route of the manifest, as four callers, is swept by route-access-matrix.test.ts with the same check.
  test("Every kind of response carries the headers, and token pages send no referrer", async ({ request }) => {
    const home = await request.get("/");
    const asset = /<link rel="modulepreload-after-paint" href="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset, "a module preload on the home page").toBeTruthy();
    const responses: Record<string, APIResponse> = {
      page: home,
      asset: await request.get(asset!),
      json: await request.get("/healthz"),
      auth: await request.get("/api/auth/get-session"),
      notFound: await request.get("/no-such-page"),
      tokenPage: await request.get("/reset-password?token=not-a-real-token"),
    };
    expect(responses.notFound.status()).toBe(404);
    expect(home.headers()["content-security-policy"]).toContain("'sha256-");
    for (const [kind, response] of Object.entries(responses)) {
      const headers = response.headers();
      if (kind !== "page") policyNonce(response);
      // The suite's server runs on http: no HSTS there (behind-tls-proxy.test.ts asks for it on https).
      const setCookies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "set-cookie")
        .map((header) => header.value);
      expect(securityHeaderProblems({ headers: new Headers(headers), setCookies }, { https: false }), kind).toEqual([]);
      expect(headers["referrer-policy"], kind).toBe(
        kind === "tokenPage" ? "no-referrer" : "strict-origin-when-cross-origin",
      );
    }
  });
});
