import { Link } from "react-router";
import { useRootData } from "~/components/site/root-data";
import { SMS_CONSENT_FIELD, smsDisclosurePieces } from "~/domain/messaging/sms-consent-disclosure";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";

const LINK = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/**
 * The SMS consent box (issue 36 item 2, ADR 077): optional and unticked unless the person's current consent is on
 * (the profile), with the disclosure a carrier registration requires beside it. The server stores the same pieces'
 * words with the consent (smsDisclosureText), so what is recorded is what this draws. Posts `smsConsent=yes`.
 */
export function SmsConsentField(props: { formId: string; defaultChecked?: boolean; error?: string; status?: string }) {
  const words = useMessages().smsConsent;
  const locale = useLocale();
  const company = useRootData()?.business.companyName ?? "";
  const id = `${props.formId}-${SMS_CONSENT_FIELD}`;
  const disclosureId = `${id}-disclosure`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2 rounded-md border p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={SMS_CONSENT_FIELD}
          value="yes"
          defaultChecked={props.defaultChecked ?? false}
          aria-describedby={[disclosureId, props.error ? errorId : null].filter(Boolean).join(" ")}
          aria-invalid={props.error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {words.label}
        </label>
      </div>
      {props.status ? <p className="text-sm">{props.status}</p> : null}
      <p
        id={disclosureId}
        data-testid="sms-consent-disclosure"
        className="text-xs leading-relaxed text-muted-foreground"
      >
        {smsDisclosurePieces(words, company).map((piece, index) =>
          typeof piece === "string" ? (
            piece
          ) : (
            <Link key={index} to={localizedPath(`/${piece.link}`, locale)} target="_blank" className={LINK}>
              {piece.text}
            </Link>
          ),
        )}
      </p>
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
