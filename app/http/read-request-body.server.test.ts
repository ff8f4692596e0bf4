import { describe, expect, it } from "vitest";
import { readFormData, readJsonObject } from "./read-request-body.server";

function post(body: string, contentType: string): Request {
  return new Request("http://localhost/admin", { method: "POST", headers: { "content-type": contentType }, body });
}

/** The Response a reader threw, or a failure when it did not throw one. */
async function thrownResponse(reading: Promise<unknown>): Promise<Response> {
  const outcome = await reading.then(
    (value) => ({ value }),
    (thrown: unknown) => ({ thrown }),
  );
  if (!("thrown" in outcome) || !(outcome.thrown instanceof Response))
    throw new Error(`expected a thrown Response, got ${JSON.stringify(outcome)}`);
  return outcome.thrown;
}

describe("readFormData", () => {
  it("reads an encoded form and a well-formed multipart form", async () => {
    expect((await readFormData(post("a=1&b=two", "application/x-www-form-urlencoded"))).get("b")).toBe("two");
    const multipart = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue\r\n--x--\r\n';
    expect((await readFormData(post(multipart, "multipart/form-data; boundary=x"))).get("a")).toBe("value");
  });

  it("answers a broken multipart body with 400 and a message saying the form could not be read", async () => {
    const response = await thrownResponse(readFormData(post("--x\r\nbroken", "multipart/form-data; boundary=x")));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The form could not be read. Please reload the page and try again.",
    });
  });

  it("answers a body that is not a form at all with 400", async () => {
    expect((await thrownResponse(readFormData(post('{"a":1}', "application/json")))).status).toBe(400);
  });
});

describe("readJsonObject", () => {
  it("reads a JSON object", async () => {
    expect(await readJsonObject(post('{"plan":"basic"}', "application/json"))).toEqual({ plan: "basic" });
  });

  it.each(["{not json", "[1,2]", "null", '"text"'])("answers %j with 400", async (body) => {
    const response = await thrownResponse(readJsonObject(post(body, "application/json")));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body must be a JSON object." });
  });
});
