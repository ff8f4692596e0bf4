import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** The W3C Nu HTML Checker's jar, from the pinned `vnu-jar` devDependency (it needs a Java runtime, 8 or newer). */
const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;

/** One document to check: a label for failure messages (method, address, role, language) and its markup. */
export type HtmlDocument = { label: string; html: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * Checks every document in ONE run of the checker (a JVM takes tens of seconds to start on a busy machine) and
 * answers its errors, each as "label line N: message (extract)". Warnings and info messages are left out.
 */
export async function nuHtmlErrors(documents: readonly HtmlDocument[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aw-nu-html-"));
  try {
    const labelOfFile = new Map<string, string>();
    documents.forEach((document, index) => {
      const file = path.join(dir, `${String(index).padStart(4, "0")}.html`);
      writeFileSync(file, document.html);
      labelOfFile.set(file, document.label);
    });
    const { stderr } = await promisify(execFile)(
      "java",
      // The client compiler only and the serial collector: a run of a minute at most gains nothing from the optimising
      // compiler's work, and these halved the checker's CPU time here (9.7 → 5.1 s for 80 pages).
      [
        "-Xss2m",
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        dir,
      ],
      { maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
        const label = labelOfFile.get(file) ?? (file || "the checker");
        return `${label} line ${message.lastLine ?? "?"}: ${message.message} (${message.extract?.trim() ?? ""})`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
