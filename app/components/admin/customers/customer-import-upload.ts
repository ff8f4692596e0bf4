import type { CustomerImportEvent } from "~/domain/customers/customer-import-report";

/** The streamed import (a resource route): the same import as the page's plain form post, answering NDJSON events. */
export const CUSTOMER_IMPORT_UPLOAD_PATH = "/admin/customers/import/upload";
/** Where the plain form post goes without JavaScript: it redirects to the stored report. */
export const CUSTOMER_IMPORT_PAGE_PATH = "/admin/customers/import";
export const CUSTOMER_TEMPLATE_PATH = "/admin/customers/template.csv";

export type UploadOutcome =
  | { kind: "finished"; event: Exclude<CustomerImportEvent, { type: "progress" }> }
  /** The server's transport limit answered 413 before the route read anything. */
  | { kind: "tooLarge" }
  | { kind: "failed"; status: number };

type UploadCallbacks = {
  onUploadProgress: (percent: number) => void;
  onImportProgress: (processed: number, total: number) => void;
};

/**
 * Posts the file with XMLHttpRequest rather than fetch: only XHR reports how much of the body has been sent. The
 * answer is read as it arrives, one JSON event per line: progress while the rows are imported, then the report.
 */
export function uploadCustomerCsv(file: File, callbacks: UploadCallbacks): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let consumed = 0;
    let last: UploadOutcome | undefined;

    const readEvents = () => {
      const text = xhr.responseText;
      const end = text.lastIndexOf("\n");
      if (end < consumed) return;
      for (const line of text.slice(consumed, end).split("\n")) {
        const event = parseEvent(line);
        if (!event) continue;
        if (event.type === "progress") callbacks.onImportProgress(event.processed, event.total);
        else last = { kind: "finished", event };
      }
      consumed = end + 1;
    };

    xhr.upload.onprogress = (progress) => {
      if (progress.lengthComputable) callbacks.onUploadProgress(Math.round((progress.loaded / progress.total) * 100));
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) readEvents();
    };
    xhr.onload = () => {
      if (xhr.status === 413) return resolve({ kind: "tooLarge" });
      if (xhr.status !== 200) return resolve({ kind: "failed", status: xhr.status });
      readEvents();
      const tail = parseEvent(xhr.responseText.slice(consumed));
      if (tail && tail.type !== "progress") last = { kind: "finished", event: tail };
      resolve(last ?? { kind: "failed", status: xhr.status });
    };
    xhr.onerror = () => resolve({ kind: "failed", status: 0 });
    xhr.open("POST", CUSTOMER_IMPORT_UPLOAD_PATH);
    xhr.setRequestHeader("accept", "application/x-ndjson");
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}

function parseEvent(line: string): CustomerImportEvent | undefined {
  const trimmed = line.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed) as CustomerImportEvent;
  } catch (error) {
    console.warn("[customer-import] ignoring an unreadable progress line", error);
    return undefined;
  }
}
