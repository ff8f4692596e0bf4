import { writeFileSync } from "node:fs";
import { buildSchema } from "graphql";
import { MONDAY_API_VERSION } from "~/integrations/monday/monday-client.server";
import { PUBLISHED_SCHEMA_PATH } from "../tests/contracts/monday/monday-schema";

/**
 * `npm run contracts:monday`: downloads monday.com's published API schema (SDL) for the version the client pins
 * into tests/contracts/monday/schema.graphql. The contract test and the fake monday use that file, when present,
 * instead of our hand-written excerpt (ADR 047). Needs internet access; no token is required.
 */
export function mondaySchemaUrl(version: string): string {
  return `https://api.monday.com/v2/get_schema?format=sdl&version=${encodeURIComponent(version)}`;
}

async function main(): Promise<number> {
  const url = mondaySchemaUrl(MONDAY_API_VERSION);
  let sdl: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) {
      console.error(`monday.com answered HTTP ${response.status} for ${url}`);
      return 1;
    }
    sdl = await response.text();
  } catch (error) {
    console.error(`Could not download ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  // A file that does not build as a schema is not kept: the tests would fail on it for the wrong reason.
  const schema = buildSchema(sdl);
  const header = [
    `# monday.com's published API schema, version ${MONDAY_API_VERSION}.`,
    `# Source: ${url}`,
    `# Downloaded: ${new Date().toISOString()}`,
    "",
  ].join("\n");
  writeFileSync(PUBLISHED_SCHEMA_PATH, `${header}\n${sdl}`);
  const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith("__")).length;
  console.log(`Wrote ${PUBLISHED_SCHEMA_PATH} (${types} types, ${sdl.length} characters) from ${url}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
