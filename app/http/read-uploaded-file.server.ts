export type UploadedFile = { fileName: string; bytes: Uint8Array };

/**
 * The file a multipart form posted in `field`, from the form the action has read once. A body that is not multipart,
 * or has no file in that field, is the client's mistake: a 400 Response with the given message (worded by the
 * caller), never a 500. The size of the body is bounded before this by the server's body limit for the path
 * (server/body-limits.ts).
 */
export async function uploadedFile(
  posted: { request: Request; formData: FormData },
  field: string,
  messages: { notMultipart: string; noFile: string },
): Promise<UploadedFile> {
  const contentType = posted.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest(messages.notMultipart);
  const file = posted.formData.get(field);
  if (file === null || typeof file === "string") throw badRequest(messages.noFile);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function badRequest(message: string): Response {
  return Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
