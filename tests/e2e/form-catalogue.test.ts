import { actionModules, intentsOf } from "./support/action-intents";
import { ENDPOINT_CATALOGUE } from "./support/endpoint-catalogue";
import { expect, test } from "./support/fixtures";

/**
 * The endpoint catalogue (tests/e2e/support/endpoint-catalogue.ts) is what the mass-assignment and fuzz tests post:
 * a form nobody catalogued would go unchecked. These tests compare it with what app/routes itself says it accepts.
 */

const key = (module: string, intent: string | undefined) => (intent ? `${module} intent=${intent}` : module);

test.describe("the endpoint catalogue", () => {
  test("Every route module that exports an action, and every intent it tells apart, has a catalogue entry", () => {
    const inRoutes = actionModules().flatMap((module) => {
      const intents = intentsOf(module);
      return intents.length ? intents.map((intent) => key(module, intent)) : [key(module, undefined)];
    });
    const catalogued = new Set(ENDPOINT_CATALOGUE.map((entry) => key(entry.module, entry.intent)));
    expect(
      inRoutes.filter((entry) => !catalogued.has(entry)),
      "route actions without a catalogue entry",
    ).toEqual([]);
  });

  test("Every catalogue entry names an action or intent that still exists", () => {
    const inRoutes = new Set(
      actionModules().flatMap((module) => [
        key(module, undefined),
        ...intentsOf(module).map((intent) => key(module, intent)),
      ]),
    );
    const stale = ENDPOINT_CATALOGUE.filter(
      (entry) => entry.module.startsWith("app/routes/") && !inRoutes.has(key(entry.module, entry.intent)),
    );
    expect(stale.map((entry) => entry.name)).toEqual([]);
  });

  test("The intent reader finds the intents of a schema, a hidden input and a constant list", () => {
    // Guards the reader itself: if it stopped seeing intents, the first test would pass on an empty list.
    expect(intentsOf("app/routes/customer/billing-demo.tsx")).toEqual(["cancel", "cancel_at_period_end", "keep"]);
    expect(intentsOf("app/routes/admin/system.tsx")).toEqual(["retry"]);
    expect(intentsOf("app/routes/_auth/welcome.tsx")).toEqual(["sign-in", "sign-up"]);
    expect(intentsOf("app/routes/admin/settings-photos.tsx")).toEqual(["delete", "move-down", "move-up", "upload"]);
    expect(actionModules().length).toBeGreaterThan(30);
  });

  test("Catalogue entries have names of their own", () => {
    const names = ENDPOINT_CATALOGUE.map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
