import type { Options } from "autocannon";
import type pg from "pg";

/** The customer search as staff type it: a piece of a last name, and a phone written otherwise than it is stored. */
export async function staffSearchPaths(pool: pg.Pool): Promise<string[]> {
  const counted = await pool.query<{ count: string }>("select count(*) as count from customers");
  const samples = await pool.query<{ last_name: string; phone_digits: string }>(
    `select last_name, phone_digits from customers where phone_digits <> '' and length(last_name) >= 5
     order by customer_number limit 8 offset $1`,
    [Math.floor(Number(counted.rows[0]!.count) / 3)],
  );
  if (samples.rows.length === 0)
    throw new Error("no customer with a phone and a last name of 5+ letters to search for");
  return samples.rows.flatMap(({ last_name, phone_digits }) => {
    const local = phone_digits.slice(-10);
    return [last_name.slice(1, 5).toLowerCase(), `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`].map(
      (q) => `/admin/customers?q=${encodeURIComponent(q)}`,
    );
  });
}

/** GETs of `paths` in turn (each connection takes the next one), as the signed-in person whose Cookie header this is. */
export function signedInRequests(paths: string[], cookie: string): NonNullable<Options["requests"]> {
  let next = 0;
  return [
    {
      method: "GET",
      path: paths[0]!,
      headers: { Cookie: cookie, "Accept-Encoding": "gzip", Accept: "text/html" },
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
    },
  ];
}

/** Fails early, with the status, when a signed-in page does not answer 200 (a wrong cookie would measure redirects). */
export async function expectPage(baseUrl: string, path: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} to the signed-in bench user`);
}
