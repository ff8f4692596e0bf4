/**
 * A deliberately small reader of one raw Internet message (RFC 5322 headers, RFC 2045-2047 MIME), written here
 * rather than borrowed from the mail library that sent it, so that the test reads the message the way another
 * program would. It knows only what the contract test needs: unfolding, encoded words, one level of multipart,
 * quoted-printable and base64 bodies in UTF-8.
 */
export type MimePart = { headers: Map<string, string>; rawHeaders: Map<string, string>; body: Buffer };
export type MimeMessage = MimePart & { parts: MimePart[] };

function splitHead(raw: Buffer): { head: string; body: Buffer } {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) throw new Error("no blank line between the headers and the body");
  return { head: raw.subarray(0, end).toString("latin1"), body: raw.subarray(end + 4) };
}

/** RFC 2047 encoded words (=?charset?Q|B?text?=), joined when only white space separates them. */
export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_word, charset: string, encoding: string, text: string) => {
      if (charset.toLowerCase() !== "utf-8") throw new Error(`unexpected charset ${charset} in an encoded word`);
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            );
      return bytes.toString("utf8");
    },
  );
}

function parseHeaders(head: string): { headers: Map<string, string>; rawHeaders: Map<string, string> } {
  const rawHeaders = new Map<string, string>();
  // Unfold (RFC 5322 §2.2.3), then one header per line.
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`not a header line: ${JSON.stringify(line)}`);
    rawHeaders.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const headers = new Map([...rawHeaders].map(([name, value]) => [name, decodeEncodedWords(value)]));
  return { headers, rawHeaders };
}

function decodeBody(body: Buffer, transferEncoding: string | undefined): Buffer {
  switch ((transferEncoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.toString("latin1").replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .toString("latin1")
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return body;
  }
}

function parsePart(raw: Buffer): MimePart {
  const { head, body } = splitHead(raw);
  const { headers, rawHeaders } = parseHeaders(head);
  return { headers, rawHeaders, body: decodeBody(body, headers.get("content-transfer-encoding")) };
}

/** The parameter `name` of a structured header value (`multipart/alternative; boundary="x"`). */
export function headerParameter(value: string | undefined, name: string): string | undefined {
  const match = value?.match(new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, "i"));
  return match ? (match[2] ?? match[1]) : undefined;
}

export function parseMimeMessage(raw: Buffer): MimeMessage {
  const { head, body } = splitHead(raw);
  const { headers, rawHeaders } = parseHeaders(head);
  const boundary = headerParameter(headers.get("content-type"), "boundary");
  if (!boundary)
    return { headers, rawHeaders, body: decodeBody(body, headers.get("content-transfer-encoding")), parts: [] };
  const text = body.toString("latin1");
  const delimiter = `--${boundary}`;
  const end = text.indexOf(`${delimiter}--`);
  if (end < 0) throw new Error("the multipart body has no closing boundary");
  const parts = text
    .slice(0, end)
    .split(`${delimiter}\r\n`)
    .slice(1)
    .map((chunk) => parsePart(Buffer.from(chunk.replace(/\r\n$/, ""), "latin1")));
  return { headers, rawHeaders, body, parts };
}
