import { getWorkPhotoFile } from "~/domain/work-photos/get-work-photo-file.server";
import type { Route } from "./+types/work-photo";

/** A year: the address holds the hash of the bytes, so the bytes at an address never change (ADR 038). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `GET /media/work/<photo id>-<hash>.webp`: one stored size of a Recent work photo, for anyone (the home page shows
 * it). An address that names no stored file answers 404 (app/http/app-error-statuses.server.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await getWorkPhotoFile({ fileName: params.fileName });
  const etag = `"${file.hash}"`;
  const headers = {
    "Content-Type": file.contentType,
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (
    request.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(file.bytes, { headers: { ...headers, "Content-Length": String(file.bytes.byteLength) } });
}
