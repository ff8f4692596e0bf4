import pg from "pg";

type Captured = { text: string; values: unknown[] };

/**
 * Records every statement the app sends through node-postgres while `work` runs, then runs each SELECT again under
 * EXPLAIN ANALYZE with the same parameters and returns the plans: which query of a loader is slow, and why.
 */
export async function explainQueries(
  pool: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
  work: () => Promise<unknown>,
): Promise<string[]> {
  const captured: Captured[] = [];
  const original = pg.Client.prototype.query;
  // Drizzle calls query({ text, values, … }) or query(text, values); both are recorded, the call itself is unchanged.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  const plans: string[] = [];
  for (const query of captured.filter((candidate) => /^\s*(select|with)\b/i.test(candidate.text))) {
    const result = await pool.query(`explain (analyze, buffers) ${query.text}`, query.values);
    plans.push(
      `${query.text}\n  params ${JSON.stringify(query.values)}\n${result.rows.map((row) => `  ${String(row["QUERY PLAN"])}`).join("\n")}`,
    );
  }
  return plans;
}
