import { randomBytes } from "node:crypto";
import autocannon, { type Options } from "autocannon";
import type pg from "pg";
import { EnvSchema } from "~/config/env.server";
import { measureLoad, type LoadFigures } from "./measure-load";

/** The per-address limit of a public form when RATE_LIMIT_FORM_MAX is not set. */
export const DEFAULT_FORM_LIMIT = EnvSchema.shape.RATE_LIMIT_FORM_MAX.parse(undefined);

/** A form post as a browser without JavaScript sends it; numbered in its note, so each stored lead can be found again. */
function estimateForm(tag: string, serial: number): string {
  return new URLSearchParams({
    name: "Load Test",
    address: "100 Biscayne Blvd, Miami",
    zipCode: "33131",
    phone: "(305) 555-0100",
    note: `Benchmark ${tag} ${serial}, please ignore`,
  }).toString();
}

/**
 * The estimate form's POST on every connection, each with the next serial number. A response under 400 (the plain
 * post's 302 to the confirmation) acknowledges that request's lead: the connection's context still holds the serial
 * it sent when its response arrives (one request in flight per connection).
 */
function estimateRequests(baseUrl: string, tag: string, acknowledged: Set<number>): NonNullable<Options["requests"]> {
  let serial = 0;
  return [
    {
      method: "POST",
      path: "/?index",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Encoding": "gzip", Origin: baseUrl },
      setupRequest: (request, context) => {
        serial += 1;
        context.serial = serial;
        return { ...request, body: estimateForm(tag, serial) };
      },
      onResponse: (status, _body, context) => {
        if (status < 400 && typeof context.serial === "number") acknowledged.add(context.serial);
      },
    },
  ];
}

/** The serial numbers of the leads of one run that are in the leads table. */
async function storedSerials(pool: pg.Pool, tag: string): Promise<Set<number>> {
  const result = await pool.query<{ serial: string }>(
    "select substring(notes from $2) as serial from leads where notes like $1",
    [`Benchmark ${tag} %`, `^Benchmark ${tag} ([0-9]+),`],
  );
  return new Set(result.rows.map((row) => Number(row.serial)));
}

export type EstimateOutcome = { figures: LoadFigures; acknowledged: number; stored: number; missing: number };

/**
 * The estimate POST under load (the server's form limit raised, or every post after the 20th would be refused),
 * then the check that every lead the server acknowledged, warm-up included, is in the leads table. A lead saved for
 * a request cut off when the run stopped is stored without an acknowledgement; that is allowed, a missing one is not.
 */
export async function measureEstimatePosts(
  baseUrl: string,
  pool: pg.Pool,
  plan: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<EstimateOutcome> {
  const tag = randomBytes(4).toString("hex");
  const acknowledged = new Set<number>();
  const figures = await measureLoad({ url: baseUrl, ...plan, requests: estimateRequests(baseUrl, tag, acknowledged) });
  const stored = await storedSerials(pool, tag);
  const missing = [...acknowledged].filter((serial) => !stored.has(serial)).length;
  return { figures, acknowledged: acknowledged.size, stored: stored.size, missing };
}

export type LimitOutcome = { sent: number; acknowledged: number; refused429: number; other: number; ok: boolean };

/**
 * Against a server with the default form limit: this address's counter is cleared, then twice the limit of estimate
 * posts. The first DEFAULT_FORM_LIMIT are acknowledged and every later one answers 429.
 */
export async function checkFormLimit(baseUrl: string, pool: pg.Pool, connections: number): Promise<LimitOutcome> {
  await pool.query("delete from app_rate_limits where key like 'estimate:%'");
  const acknowledged = new Set<number>();
  const sent = 2 * DEFAULT_FORM_LIMIT;
  const result = await autocannon({
    url: baseUrl,
    connections,
    amount: sent,
    requests: estimateRequests(baseUrl, randomBytes(4).toString("hex"), acknowledged),
  });
  const refused429 = result.statusCodeStats["429"]?.count ?? 0;
  const total = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + stat.count, 0);
  const other = total - refused429 - acknowledged.size;
  return {
    sent,
    acknowledged: acknowledged.size,
    refused429,
    other,
    ok: acknowledged.size === DEFAULT_FORM_LIMIT && refused429 > 0 && other === 0 && result.errors === 0,
  };
}
