import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";
import { freePort, startAppServer, startProcess, waitFor, type RunningProcess } from "./support/own-app-server";
import { securityHeaderProblems } from "./support/security-header-checks";

/**
 * The README's nginx front config (docs/deploy/nginx.conf), run for real: nginx on 127.0.0.1 ends TLS with a
 * self-signed certificate and passes plain http to the app, which is told its public origin is https. Chromium
 * then posts forms through it, which React Router refused with 400 before the request URL was rebuilt from
 * BASE_URL (security probe, note on TLS proxies).
 */
/** Debian's nginx lives in /usr/sbin, which is not on every user's PATH. */
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
let dir: string;
let app: RunningProcess;
let nginx: RunningProcess;
let publicUrl: string;

/** The operators' file with this machine's ports and certificate in place of the example's; each must be there. */
function siteConfig(values: {
  appPort: number;
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
}): string {
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${values.appPort};`],
    ["listen 80;", `listen 127.0.0.1:${values.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${values.httpsPort} ssl http2;`],
    ["/etc/ssl/certs/www.example.com.pem", values.cert],
    ["/etc/ssl/private/www.example.com.key", values.key],
    ["/var/cache/nginx/aw_pages", path.join(dir, "pages-cache")],
  ];
  let text = readFileSync("docs/deploy/nginx.conf", "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`docs/deploy/nginx.conf no longer contains "${from}": update this test`);
    text = text.replace(from, to);
  }
  return text;
}

/** nginx's own files (pid, logs, temporary bodies) in the test's directory, so it runs without touching /etc or /var. */
function mainConfig(siteFile: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 128; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${siteFile};
}
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-tls-proxy-"));
  // nginx's workers may run as another user when the suite runs as root: they must reach the temporary files.
  chmodSync(dir, 0o755);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );

  const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  publicUrl = `https://127.0.0.1:${httpsPort}`;
  app = await startAppServer({
    PORT: String(appPort),
    DATA_DIR: path.join(dir, "data"),
    BASE_URL: publicUrl,
    TRUST_PROXY_HOPS: "1",
  });

  const siteFile = path.join(dir, "site.conf");
  writeFileSync(siteFile, siteConfig({ appPort, httpPort, httpsPort, cert, key }));
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(siteFile));
  nginx = startProcess(
    NGINX,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    {},
  );
  await waitFor("nginx", nginx, () => portAnswers(httpsPort), 30_000);
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A browser context on the proxy's https address that accepts the self-signed certificate, failing on console errors. */
async function proxiedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: publicUrl, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

test("A visitor behind the TLS proxy requests an estimate, signs in to the portal and uses its forms", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await proxiedPage(browser);

  await page.goto("/");
  const estimate = page.locator("#contact form");
  await estimate.getByLabel("Name").fill("Proxy Visitor");
  await estimate.getByLabel("Address").fill("12 Palm Ave, Miami");
  await estimate.getByLabel("Zip Code").fill("33101");
  await estimate.getByLabel("Phone").fill("(305) 555-0101");
  await estimate.getByRole("button", { name: "REQUEST FREE ESTIMATE" }).click();
  // A toast once the page has hydrated, the server-rendered notice when the click came first: either way the post went through.
  await expect(page.getByText("Estimate Request Submitted!").first()).toBeVisible({ timeout: 30_000 });

  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();

  const session = (await context.cookies(publicUrl)).find((cookie) => cookie.name === "__Secure-aw.session_token");
  expect(session).toMatchObject({ secure: true, httpOnly: true });

  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^¡Bienvenido\(a\), .+!$/ })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();

  await page
    .getByRole("complementary", { name: "Customer portal sidebar" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expect(page).toHaveURL(`${publicUrl}/`);
  expect((await context.cookies(publicUrl)).some((cookie) => cookie.name === "__Secure-aw.session_token")).toBe(false);

  expect(errors, "console errors on the page").toEqual([]);
  await context.close();
});

test("The proxy keeps an anonymous public page and answers its ETag with 304, and never keeps a page asked for with a session", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: publicUrl, ignoreHTTPSErrors: true });
  await request.get("/about");
  const kept = await request.get("/about");
  expect(kept.headers()["x-proxy-cache"]).toBe("HIT");
  const entityTag = kept.headers()["etag"];
  expect(entityTag).toBeTruthy();
  const revalidated = await request.get("/about", { headers: { "If-None-Match": entityTag! } });
  expect(revalidated.status()).toBe(304);
  for (const cookie of ["__Secure-aw.session_token=not-a-session", "flash_toast=%7B%7D"]) {
    const personal = await request.get("/about", { headers: { Cookie: cookie } });
    expect(personal.headers()["x-proxy-cache"], cookie).toBe("BYPASS");
    expect(personal.headers()["content-security-policy"], cookie).toContain("'nonce-");
  }
  await request.dispose();
});

test("Every kind of answer through the TLS proxy carries HSTS and the security headers, and every cookie is Secure", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: publicUrl, ignoreHTTPSErrors: true });
  const same = { origin: publicUrl, "sec-fetch-site": "same-origin" };
  const home = await request.get("/");
  const asset = /<link rel="modulepreload-after-paint" href="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  const answers = {
    page: home,
    asset: await request.get(asset ?? "/no-asset"),
    resource: await request.get("/robots.txt"),
    json: await request.get("/api/billing/status"),
    health: await request.get("/healthz"),
    notFound: await request.get("/no-such-page"),
    apiNotFound: await request.get("/api/no-such-endpoint"),
    redirect: await request.get("/customer/history", { maxRedirects: 0 }),
    signIn: await request.post("/api/auth/sign-in/email", {
      data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      headers: same,
    }),
    language: await request.post("/api/locale", {
      form: { locale: "es", redirectTo: "/customer" },
      headers: same,
      maxRedirects: 0,
    }),
    formToast: await request.post("/api/newsletter", {
      form: { email: "", source: "footer" },
      headers: same,
      maxRedirects: 0,
    }),
    crossSite: await request.post("/contact", {
      form: {},
      headers: { origin: "https://attacker.example" },
      maxRedirects: 0,
    }),
  };
  expect(Object.values(answers).map((answer) => answer.status())).toEqual([
    200, 200, 200, 401, 200, 404, 404, 302, 200, 302, 302, 403,
  ]);
  const cookiesSet = Object.values(answers).flatMap((answer) =>
    answer.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie"),
  );
  expect(cookiesSet.map((header) => header.value.split("=")[0]).sort()).toEqual(
    expect.arrayContaining(["__Secure-aw.session_token", "lang"]),
  );
  const problems = Object.entries(answers).flatMap(([kind, answer]) => {
    const setCookies = answer
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    return securityHeaderProblems({ headers: new Headers(answer.headers()), setCookies }, { https: true }).map(
      (problem) => `${kind}: ${problem}`,
    );
  });
  expect(problems).toEqual([]);
  await request.dispose();
});
