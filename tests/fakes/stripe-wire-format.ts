/** How Stripe's API speaks on the wire, for the fake: form-encoded request bodies and its error objects. */
type Json = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ""))];
    let node: Json | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const key = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[key] as Json | unknown[];
    });
  }
  return root;
}

/** An error Stripe answers with: the HTTP status and the `error` object of its body. */
export class StripeFakeError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: { type: string; message: string; param?: string; code?: string },
  ) {
    super(body.message);
  }
}

export function invalid(message: string, param?: string, code = "parameter_missing"): StripeFakeError {
  return new StripeFakeError(400, { type: "invalid_request_error", message, param, code });
}

export function missing(kind: string, value: string, param: string): StripeFakeError {
  return new StripeFakeError(400, {
    type: "invalid_request_error",
    message: `No such ${kind}: '${value}'`,
    param,
    code: "resource_missing",
  });
}
