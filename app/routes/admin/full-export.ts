import { requireAdmin } from "~/auth/require-user.server";
import { exportForDownload } from "~/domain/data-export/export-for-download.server";
import type { Route } from "./+types/full-export";

/**
 * `GET /admin/export.tar.gz`: the whole business as one archive (issue 38 item 6, ADR 085), staff only, audited.
 * It changes nothing, so a link is enough; `npm run restore` loads it into a new database.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const download = await exportForDownload({ actor: user });
  return new Response(download.body, {
    headers: {
      "content-type": "application/gzip",
      "content-length": String(download.size),
      "content-disposition": `attachment; filename="${download.fileName}"`,
      "cache-control": "no-store",
    },
  });
}
