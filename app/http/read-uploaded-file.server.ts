import { readFormData } from "./read-request-body.server";

export type UploadedFile = { fileName: string; bytes: Uint8Array };

/**
 * The file a multipart form posted in `field`. A body that is not multipart, or has no file in that field, is the
 * client's mistake: a 400 Response with the given message (worded by the caller), never a 500. The size of the body
 * is bounded before this by the server's body limit for the path (server/body-limits.ts).
 */
export async function readUploadedFile(
  request: Request,
  field: string,
  messages: { notMultipart: string; noFile: string },
): Promise<UploadedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest(messages.notMultipart);
  const form = await readFormData(request);
  const file = form.get(field);
  if (file === null || typeof file === "string") throw badRequest(messages.noFile);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function badRequest(message: string): Response {
  return Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
