import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { demoLoginLines } from "~/db/demo/demo-logins";
import { readDemoPasswords, type DemoLoginPasswords } from "~/db/demo/demo-login-passwords";

/**
 * What a start prints last, once the server listens: the address to open and, when the start asked for the demo,
 * its three logins, in a box at the bottom of the output where nothing scrolls it away (issue 17, ADR 040).
 */
export function startBanner({
  address,
  demoLogins,
}: {
  address: string;
  demoLogins: DemoLoginPasswords | null;
}): string {
  const lines = [`Open ${address}`, ...(demoLogins ? ["", ...demoLoginLines(demoLogins, address)] : [])];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${"-".repeat(width + 2)}+`;
  return ["", border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join("\n");
}

/** The banner for this start: the demo logins only when the start asked for the demo (SEED_DEMO). */
export async function startBannerFor(
  db: Database,
  config: Pick<Env, "SEED_DEMO" | "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD" | "DEMO_TECH_PASSWORD">,
  address: string,
): Promise<string> {
  return startBanner({ address, demoLogins: config.SEED_DEMO ? await readDemoPasswords(db, config) : null });
}
