import { getSessionUser } from "~/auth/require-user.server";
import { getServicePhotoFile } from "~/domain/visits/get-service-photo-file.server";
import type { Route } from "./+types/service-photo";

/**
 * `GET /media/service/<photo id>-<hash>.webp`: one stored size of a completed visit's photo, for the customer whose
 * record it is, staff and the visit's technician; anyone else (a visitor included) gets 404. Kept by the browser
 * only (private): the address holds the hash, so the bytes there never change.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const file = await getServicePhotoFile({
    viewer: user ? { id: user.id, isAdmin: user.isAdmin } : null,
    fileName: params.fileName,
  });
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: `"${file.hash}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Length": String(file.bytes.byteLength),
    },
  });
}
