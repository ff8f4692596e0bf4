/**
 * One technician action kept on the phone until the server has answered it (issue 35 item 3, ADR 079): the form's
 * fields as posted, photos as Blobs (IndexedDB stores them as they are), and the form's idempotency key, which is
 * also the queue's key, so a second tap on the same form replaces the entry instead of adding one, and every retry
 * sends the same key (the server's receipts make the action happen once).
 */
export type QueuedAction = {
  idempotencyKey: string;
  /** Where the form posts: `/tech/visits/<id>`. */
  action: string;
  visitId: string;
  intent: string;
  /** When it was taken on the phone: the queue sends in this order. */
  queuedAt: number;
  /** Tells apart actions taken within the same millisecond. */
  sequence: number;
  fields: QueuedField[];
};

export type QueuedField =
  | { name: string; kind: "text"; value: string }
  | { name: string; kind: "file"; blob: Blob; fileName: string; type: string };

const VISIT_ACTION = /^\/tech\/visits\/([^/?#]+)\/?$/;

/** The visit a form's action names (`/tech/visits/<id>`), or null for any other address. */
export function visitIdOfAction(action: string): string | null {
  const match = VISIT_ACTION.exec(action);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The form's fields as the queue keeps them; empty file inputs (no photo chosen) are left out, as a browser does. */
export function queuedFields(formData: FormData): QueuedField[] {
  const fields: QueuedField[] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") fields.push({ name, kind: "text", value });
    else if (value.size > 0 || value.name !== "")
      fields.push({ name, kind: "file", blob: value, fileName: value.name, type: value.type });
  }
  return fields;
}

/** The body to post again: the same fields in the same order, photos with their names and types. */
export function formDataOf(fields: readonly QueuedField[]): FormData {
  const formData = new FormData();
  for (const field of fields) {
    if (field.kind === "text") formData.append(field.name, field.value);
    else formData.append(field.name, new Blob([field.blob], { type: field.type }), field.fileName);
  }
  return formData;
}

/** The queue's order: as taken on the phone. */
export function byQueueOrder(a: QueuedAction, b: QueuedAction): number {
  return a.queuedAt - b.queuedAt || a.sequence - b.sequence;
}
