import type { Locale } from "~/i18n/catalog";
import type { ExtraHeaderName } from "../email-schemas";
import { mailCopy } from "./mail-copy";
import { isWebAddress } from "~/config/web-address";
import { escapeHtml, escapeHtmlLines, headerText } from "./mail-text-safety";

/** The company facts every message's header and footer show, read from the settings record (DECISIONS.md §1). */
export type CompanyFacts = {
  name: string;
  mainPhone: string;
  emergencyPhone: string;
  email: string;
  address: string;
  licenseNumber: string;
};

/** What a template knows besides its own data: the recipient's language and the company. */
export type MailContext = { locale: Locale; company: CompanyFacts };

/** `headers`: extra headers of the allow-list in email-schemas.ts, for the messages that need them. */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  headers?: Partial<Record<ExtraHeaderName, string>>;
};

/** The pieces a message body is made of; each renders as plain text and as HTML. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A call to action: a button in HTML, the bare link on its own line in the text part. */
  | { kind: "action"; label: string; url: string }
  /** Label/value rows (appointment details, a lead's fields); empty values are left out. */
  | { kind: "details"; rows: { label: string; value: string | null | undefined }[] }
  /** A person's own multi-line words (a contact message), kept as they wrote them. */
  | { kind: "quote"; label: string; text: string };

export type MailContent = {
  subject: string;
  /** Already filled in; `null` for staff notifications, which start with their first paragraph. */
  greeting: string | null;
  blocks: MailBlock[];
  /** The sign-off; customer mail ends with the company team's signature. */
  closing: string | null;
};

const BRAND = { primary: "#1e3a8a", text: "#1f2937", muted: "#4b5563", border: "#e5e7eb", background: "#f3f4f6" };

/** One message in both parts from one content object: the subject is made header-safe here, once for all templates. */
export function renderLayout(content: MailContent, context: MailContext): RenderedMail {
  return {
    subject: headerText(content.subject),
    text: renderText(content, context),
    html: renderHtml(content, context),
  };
}

function footerLines(context: MailContext): string[] {
  const copy = mailCopy(context.locale).layout;
  const { company } = context;
  return [
    `${company.name} · ${company.address}`,
    `${copy.phone}: ${company.mainPhone} · ${copy.emergency}: ${company.emergencyPhone}`,
    `${copy.email}: ${company.email}`,
    `${copy.license}: ${company.licenseNumber}`,
  ];
}

function renderText(content: MailContent, context: MailContext): string {
  const sections: string[] = [];
  if (content.greeting) sections.push(content.greeting);
  for (const block of content.blocks) {
    if (block.kind === "paragraph") sections.push(block.text);
    else if (block.kind === "action") sections.push(`${block.label}:\n${block.url}`);
    else if (block.kind === "details") {
      const rows = presentRows(block.rows);
      if (rows.length > 0) sections.push(rows.map((row) => `${row.label}: ${row.value}`).join("\n"));
    } else sections.push(`${block.label}:\n${block.text.replace(/\r\n?/g, "\n")}`);
  }
  if (content.closing) sections.push(content.closing);
  sections.push(`--\n${footerLines(context).join("\n")}`);
  return sections.join("\n\n");
}

function presentRows(rows: { label: string; value: string | null | undefined }[]): { label: string; value: string }[] {
  return rows.flatMap((row) => (row.value && row.value.trim() ? [{ label: row.label, value: row.value.trim() }] : []));
}

function renderHtml(content: MailContent, context: MailContext): string {
  const parts: string[] = [];
  if (content.greeting) parts.push(paragraphHtml(escapeHtml(content.greeting)));
  for (const block of content.blocks) parts.push(blockHtml(block));
  if (content.closing) parts.push(paragraphHtml(escapeHtml(content.closing)));
  const footer = footerLines(context).map(escapeHtml).join("<br>");
  const subject = escapeHtml(headerText(content.subject));
  return [
    "<!DOCTYPE html>",
    `<html lang="${context.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>`,
    `<body style="margin:0;padding:0;background:${BRAND.background};font-family:Arial,Helvetica,sans-serif;color:${BRAND.text}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.background};padding:24px 0"><tr><td align="center">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${BRAND.border};border-radius:8px">`,
    `<tr><td style="background:${BRAND.primary};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(context.company.name)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5">${parts.join("")}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${BRAND.border};font-size:13px;line-height:1.5;color:${BRAND.muted}">${footer}</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("\n");
}

function paragraphHtml(innerHtml: string): string {
  return `<p style="margin:0 0 16px">${innerHtml}</p>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return paragraphHtml(escapeHtmlLines(block.text));
    case "action": {
      // Templates build these links from our own origin; a non-web URL would be a bug, shown as text, never a link.
      if (!isWebAddress(block.url)) return paragraphHtml(escapeHtml(block.url));
      const href = escapeHtml(block.url);
      return [
        `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;background:${BRAND.primary};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(block.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;color:${BRAND.muted};word-break:break-all"><a href="${href}" style="color:${BRAND.primary}">${href}</a></p>`,
      ].join("");
    }
    case "details": {
      const rows = presentRows(block.rows);
      if (rows.length === 0) return "";
      const cells = rows
        .map(
          (row) =>
            `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;vertical-align:top;color:${BRAND.muted};font-weight:normal;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:6px 0;vertical-align:top">${escapeHtmlLines(row.value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${cells}</table>`;
    }
    case "quote":
      return [
        paragraphHtml(`<strong>${escapeHtml(block.label)}</strong>`),
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND.primary};background:${BRAND.background}">${escapeHtmlLines(block.text)}</blockquote>`,
      ].join("");
  }
}
