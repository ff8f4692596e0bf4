import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { database } from "~/db/database.server";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { exportFileName } from "./export-file-name";
import { writeBusinessArchive } from "./write-business-archive.server";

export type ExportDownload = { fileName: string; size: number; body: ReadableStream<Uint8Array> };

/**
 * The full export for staff to download (issue 38 item 6, ADR 085). The archive is written to a temporary file
 * first and then sent: the export's read transaction ends at disk speed, not at the speed of the browser's download
 * (on the embedded PGlite a transaction holds the one connection). The file is deleted once sent or abandoned.
 */
export async function exportForDownload(input: { actor: { id: string } }): Promise<ExportDownload> {
  const folder = await mkdtemp(path.join(tmpdir(), "aw-download-"));
  const fileName = exportFileName(new Date());
  const filePath = path.join(folder, fileName);
  const removeFolder = () =>
    rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
      console.error(`[export] could not remove ${folder}`, error);
    });
  try {
    const db = await database();
    const manifest = await writeBusinessArchive({ db, output: createWriteStream(filePath) });
    await recordAudit(db, {
      actor: input.actor,
      action: "data.export",
      entity: "system",
      details: {
        schemaVersion: manifest.schemaVersion,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      },
    });
    const { size } = await stat(filePath);
    const file = createReadStream(filePath);
    file.once("close", () => void removeFolder());
    return { fileName, size, body: Readable.toWeb(file) as ReadableStream<Uint8Array> };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}
