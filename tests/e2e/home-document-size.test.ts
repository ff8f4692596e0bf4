import { request as httpRequest } from "node:http";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

/** Issue 18: the home page's document, gzipped as the server sends it, in at most 25 KB (docs/decisions/058). */
const HOME_DOCUMENT_BUDGET_BYTES = 25 * 1024;

/** The bytes the server sends for `path` to a browser that accepts gzip: the compressed body, as it travels. */
function gzippedBody(path: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${E2E_BASE_URL}${path}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"], bytes }),
      );
      response.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}

test.describe("The home page's weight", () => {
  for (const path of ["/", "/es/"]) {
    test(`A visitor on a phone downloads the ${path} document in at most 25 KB, rendered and from the page cache`, async () => {
      // With a query the page is rendered for the request (the HTML cache stores plain paths only, ADR 057); without,
      // the first answer may be rendered and the later ones come from the cache.
      for (const [answer, which] of [
        [`${path}?rendered`, "rendered"],
        [path, "first"],
        [path, "second"],
        [path, "third"],
      ] as const) {
        const sent = await gzippedBody(answer);
        expect(sent.status).toBe(200);
        expect(sent.encoding).toBe("gzip");
        expect(sent.bytes, `${path}, ${which} answer`).toBeLessThanOrEqual(HOME_DOCUMENT_BUDGET_BYTES);
      }
    });
  }
});
