import "fake-indexeddb/auto";
import { createStore } from "idb-keyval";
import { describe, expect, it, vi } from "vitest";
import { flushActions, serializedFlush, type ActionStore, type SendOutcome } from "./action-queue";
import { clearQueuedActions, indexedDbActionStore } from "./idb-action-store";
import { formDataOf, queuedFields, visitIdOfAction, type QueuedAction } from "./queued-action";
import { sendQueuedAction } from "./send-queued-action";

let taken = 0;
function action(intent: string, overrides: Partial<QueuedAction> = {}): QueuedAction {
  taken += 1;
  return {
    idempotencyKey: `00000000-0000-4000-8000-${String(taken).padStart(12, "0")}`,
    action: "/tech/visits/visit-1",
    visitId: "visit-1",
    intent,
    queuedAt: 1_000 + taken,
    sequence: taken,
    fields: [{ name: "intent", kind: "text", value: intent }],
    ...overrides,
  };
}

function memoryStore(): ActionStore & { keys: () => string[] } {
  const rows = new Map<string, QueuedAction>();
  return {
    put: async (item) => void rows.set(item.idempotencyKey, item),
    remove: async (key) => void rows.delete(key),
    // Not in queue order on purpose: the flush must sort.
    all: async () => [...rows.values()].reverse(),
    keys: () => [...rows.keys()],
  };
}

describe("the technician's action queue", () => {
  it("sends waiting actions in the order they were taken and forgets each one the server took", async () => {
    const store = memoryStore();
    const onMyWay = action("on_my_way");
    const completed = action("completed");
    await store.put(onMyWay);
    await store.put(completed);
    const sent: string[] = [];
    const report = await flushActions({
      store,
      send: async (item) => (sent.push(item.intent), { kind: "sent" }),
    });
    expect(sent).toEqual(["on_my_way", "completed"]);
    expect(report.sent.map((item) => item.intent)).toEqual(["on_my_way", "completed"]);
    expect(store.keys()).toEqual([]);
  });

  it("keeps an action and every one after it when the network fails, and sends them with the same keys later", async () => {
    const store = memoryStore();
    const first = action("on_my_way");
    const second = action("completed");
    await store.put(first);
    await store.put(second);
    const send = vi.fn<(item: QueuedAction) => Promise<SendOutcome>>().mockResolvedValue({ kind: "unreachable" });
    const offline = await flushActions({ store, send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(offline).toMatchObject({ sent: [], refused: [], stoppedBy: "unreachable" });
    expect(offline.waiting.map((item) => item.idempotencyKey)).toEqual([first.idempotencyKey, second.idempotencyKey]);

    // The answer to the first was lost after the server did it: the retry carries the same key, the server's receipt
    // answers it again, and nothing is sent under a new key.
    send.mockResolvedValue({ kind: "sent" });
    await flushActions({ store, send });
    expect(send.mock.calls.map(([item]) => item.idempotencyKey)).toEqual([
      first.idempotencyKey,
      first.idempotencyKey,
      second.idempotencyKey,
    ]);
    expect(store.keys()).toEqual([]);
  });

  it("drops an action the server refuses with a 4xx and reports why, then goes on with the next", async () => {
    const store = memoryStore();
    await store.put(action("completed"));
    await store.put(action("arrived"));
    const refusal: SendOutcome = {
      kind: "refused",
      status: 400,
      error: null,
      fieldErrors: { amountCharged: "Required" },
    };
    const report = await flushActions({
      store,
      send: async (item) => (item.intent === "completed" ? refusal : { kind: "sent" }),
    });
    expect(report.refused).toEqual([{ action: expect.objectContaining({ intent: "completed" }), outcome: refusal }]);
    expect(report.sent.map((item) => item.intent)).toEqual(["arrived"]);
    expect(store.keys()).toEqual([]);
  });

  it("keeps everything when the server fails (5xx) or answers with the sign-in page", async () => {
    for (const outcome of [{ kind: "failed", status: 503 }, { kind: "signedOut" }] as const) {
      const store = memoryStore();
      await store.put(action("on_my_way"));
      const report = await flushActions({ store, send: async () => outcome });
      expect(report.stoppedBy).toBe(outcome.kind);
      expect(store.keys()).toHaveLength(1);
    }
  });

  it("runs one flush at a time, and once more when asked again meanwhile", async () => {
    let release: () => void = () => {};
    let runs = 0;
    const flush = serializedFlush(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      return { sent: [], refused: [], waiting: [], stoppedBy: null };
    });
    const first = flush();
    const second = flush();
    const third = flush();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    expect(runs).toBe(2);
  });
});

describe("a queued action's body", () => {
  it("keeps text fields and photos as Blobs with their names, leaves out an empty file input, and posts them back alike", async () => {
    const form = new FormData();
    form.append("intent", "completed");
    form.append("idempotencyKey", "k-1");
    form.append("photos", new File([new Uint8Array([1, 2, 3])], "attic.jpg", { type: "image/jpeg" }));
    form.append("photos", new File([], "", { type: "application/octet-stream" }));
    const fields = queuedFields(form);
    expect(fields.map((field) => field.name)).toEqual(["intent", "idempotencyKey", "photos"]);
    const again = formDataOf(fields);
    const photo = again.get("photos") as File;
    expect(photo.name).toBe("attic.jpg");
    expect(photo.type).toBe("image/jpeg");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(again.get("intent")).toBe("completed");
  });

  it("names the visit of a /tech/visits/<id> action and nothing else", () => {
    expect(visitIdOfAction("/tech/visits/7b0e7a52-1a4e-4a43-9d2a-111111111111")).toBe(
      "7b0e7a52-1a4e-4a43-9d2a-111111111111",
    );
    expect(visitIdOfAction("/tech/visits/")).toBeNull();
    expect(visitIdOfAction("/admin/appointments")).toBeNull();
  });
});

describe("sending one queued action", () => {
  it("posts multipart with Accept: application/json and reads the JSON answer", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ ok: true, state: "completed", appointmentId: "visit-1" }));
    const outcome = await sendQueuedAction(action("completed"), fetcher);
    expect(outcome).toEqual({ kind: "sent", state: "completed" });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("/tech/visits/visit-1/send");
    expect(init).toMatchObject({ method: "POST", headers: { Accept: "application/json" }, redirect: "manual" });
    expect(init!.body).toBeInstanceOf(FormData);
  });

  it("tells a refusal, a server failure, the sign-in page and no network apart", async () => {
    const refused = Response.json({ ok: false, fieldErrors: { amountCharged: "Enter the amount" } }, { status: 400 });
    expect(await sendQueuedAction(action("completed"), async () => refused)).toEqual({
      kind: "refused",
      status: 400,
      error: null,
      fieldErrors: { amountCharged: "Enter the amount" },
    });
    expect(await sendQueuedAction(action("arrived"), async () => new Response("", { status: 502 }))).toEqual({
      kind: "failed",
      status: 502,
    });
    const toSignIn = new Response(null, { status: 302, headers: { Location: "/auth" } });
    expect(await sendQueuedAction(action("arrived"), async () => toSignIn)).toEqual({ kind: "signedOut" });
    const offline = async () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await sendQueuedAction(action("arrived"), offline)).toEqual({ kind: "unreachable" });
  });
});

describe("the IndexedDB store", () => {
  it("keeps actions with their photos across opening it again, replaces an action sent twice, and clears at sign-out", async () => {
    const database = () => createStore("aw-tech-test", "queued-actions");
    const photo = new Blob([new Uint8Array([9, 8, 7])], { type: "image/png" });
    const completed = action("completed", {
      fields: [{ name: "photos", kind: "file", blob: photo, fileName: "unit.png", type: "image/png" }],
    });
    await indexedDbActionStore(database()).put(completed);
    await indexedDbActionStore(database()).put({ ...completed, queuedAt: completed.queuedAt + 5 });
    const [kept, ...rest] = await indexedDbActionStore(database()).all();
    expect(rest).toEqual([]);
    expect(kept!.queuedAt).toBe(completed.queuedAt + 5);
    const field = kept!.fields[0]!;
    if (field.kind !== "file") throw new Error("expected the photo");
    expect(field.fileName).toBe("unit.png");
    expect(field.blob.size).toBe(3);
    await clearQueuedActions(database());
    expect(await indexedDbActionStore(database()).all()).toEqual([]);
  });
});
