import { describe, expect, it } from "vitest";
import { inRequestScope, oncePerRequest } from "./request-scope.server";

function counter() {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
}

describe("one read per page request", () => {
  it("shares the first read of a key among the loaders of one request", async () => {
    const settings = counter();
    const values = await inRequestScope(() =>
      Promise.all([
        oncePerRequest("settings", settings.read),
        oncePerRequest("settings", settings.read),
        oncePerRequest("settings", settings.read),
      ]),
    );
    expect(values).toEqual([1, 1, 1]);
    expect(settings.reads()).toBe(1);
  });

  it("reads again in the next request, and for another key", async () => {
    const source = counter();
    await inRequestScope(() => oncePerRequest("session a", source.read));
    await inRequestScope(async () => {
      await oncePerRequest("session a", source.read);
      await oncePerRequest("session b", source.read);
    });
    expect(source.reads()).toBe(3);
  });

  it("reads every time outside a request's scope (an action's request, a background job)", async () => {
    const source = counter();
    await oncePerRequest("settings", source.read);
    await oncePerRequest("settings", source.read);
    expect(source.reads()).toBe(2);
  });
});
