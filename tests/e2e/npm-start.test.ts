import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { freePort, waitFor, type RunningProcess } from "./support/own-app-server";

/**
 * The README's `npm install && npm start`, as a newcomer runs it: the real script, its own build directory (so the
 * first start really builds), a fresh embedded database and a free port. Then the same command again.
 */
test.describe("npm start", () => {
  // One real production build on a shared machine, then a second start.
  test.describe.configure({ timeout: 360_000 });

  let port = 0;
  let dataDir = "";
  let buildDir = "";
  let running: RunningProcess | undefined;

  test.beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-npm-start-"));
    // Inside the project (Vite empties only an output directory inside its root) and ignored by git (build-*/).
    buildDir = `build-npm-start-${port}`;
  });
  test.afterEach(async () => running?.stop());
  test.afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** `npm start` in a process group of its own, so stopping it stops npm, its shell and the server together (as Ctrl+C does). */
  function npmStart(): RunningProcess {
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.homedir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      // Generated demo passwords, as a newcomer gets them.
      DEMO_ADMIN_PASSWORD: "",
      DEMO_CUSTOMER_PASSWORD: "",
      DEMO_TECH_PASSWORD: "",
    };
    const child = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    return {
      process: child,
      output: () => output,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
        await exited;
        // npm may exit before the server has closed its database and its port.
        const deadline = Date.now() + 20_000;
        while (
          Date.now() < deadline &&
          (await fetch(`http://127.0.0.1:${port}/healthz`).then(
            () => true,
            () => false,
          ))
        ) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
    };
  }

  /** Waits for the box that closes the start, then a little longer: the first analytics roll-up runs 5 s after start. */
  async function startedOutput(start: RunningProcess): Promise<string[]> {
    await waitFor("npm start", start, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 300_000);
    await waitFor(
      "the start banner",
      start,
      async () => /Customer portal[\s\S]*\n\+-+\+\n?$/.test(start.output()),
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    return start.output().trimEnd().split("\n");
  }

  function expectBannerLast(lines: string[]): { admin: string; customer: string; technician: string } {
    const listening = lines.findIndex((line) => line.startsWith("[server] listening on"));
    // border, Open, blank, heading, staff, its password, customer, its password, technician, its password, border
    const box = lines.slice(-11);
    expect(listening, lines.join("\n")).toBeGreaterThanOrEqual(0);
    expect(listening, "the banner comes after the server listens").toBeLessThan(lines.length - box.length);
    expect(box[0]).toMatch(/^\+-+\+$/);
    expect(box.at(-1)).toBe(box[0]);
    expect(box[1]).toContain(`Open http://localhost:${port}`);
    expect(box[3]).toContain("Demo logins");
    expect(box[4]).toContain(`http://localhost:${port}/admin`);
    expect(box[4]).toContain("admin@awac.example");
    expect(box[6]).toContain(`http://localhost:${port}/auth`);
    expect(box[6]).toContain("customer@awac.example");
    expect(box[8]).toContain(`http://localhost:${port}/tech`);
    expect(box[8]).toContain("tech@awac.example");
    const password = (line: string) => /password: (\S+)/.exec(line)?.[1] ?? "";
    return { admin: password(box[5]!), customer: password(box[7]!), technician: password(box[9]!) };
  }

  function expectNoBuildNoise(output: string) {
    expect(output).not.toMatch(/Future Flag/i);
    expect(output).not.toMatch(/annotation that Rollup cannot interpret/);
    expect(output).not.toMatch(/Generated an empty chunk/);
    expect(output).not.toMatch(/dynamic import will not move module/);
    // Vite's asset tables: one line per file with its size.
    expect(output).not.toMatch(/│ gzip:|\/(client|server)\/assets\/\S+\s+[\d.,]+ kB/);
  }

  async function signsIn(email: string, password: string): Promise<boolean> {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `http://localhost:${port}` },
      body: JSON.stringify({ email, password }),
    });
    return response.ok;
  }

  test("A newcomer runs npm start, reads the address and the demo logins last, and signs in with them; a restart skips the build", async () => {
    running = npmStart();
    const first = await startedOutput(running);
    const output = first.join("\n");
    expect(output).toContain("[start] building");
    expectNoBuildNoise(output);
    const logins = expectBannerLast(first);
    expect(logins.admin).toMatch(/^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$/);
    expect(logins.customer).toMatch(/^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$/);
    expect(await signsIn("admin@awac.example", logins.admin)).toBe(true);
    expect(await signsIn("customer@awac.example", logins.customer)).toBe(true);
    expect(logins.technician).toMatch(/^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$/);
    expect(await signsIn("tech@awac.example", logins.technician)).toBe(true);
    await running.stop();

    const restartedAt = Date.now();
    running = npmStart();
    await waitFor("npm start again", running, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 120_000);
    const restartMs = Date.now() - restartedAt;
    const second = await startedOutput(running);
    expect(second.join("\n")).toContain("is up to date");
    expect(second.join("\n")).not.toContain("[start] building");
    // The same logins on every start, not only the first.
    expect(expectBannerLast(second)).toEqual(logins);
    test.info().annotations.push({
      type: "restart",
      description: `npm start again was ready in ${(restartMs / 1000).toFixed(1)} s`,
    });
    console.log(`[npm-start] second start ready in ${(restartMs / 1000).toFixed(1)} s`);
  });
});
