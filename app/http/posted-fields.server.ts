import { readFormData, readJsonObject } from "./read-request-body.server";

/** The posted fields of an action that takes both a plain form post and a JSON fetch. */
export async function readPostedFields(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get("content-type") ?? "").includes("application/json")) return readJsonObject(request);
  return Object.fromEntries(await readFormData(request));
}
