import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { QUOTE_OPTION_LINES_MAX, QUOTE_TIERS } from "~/config/quote-rules";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { PriceBookChoice } from "~/domain/invoices/list-price-book-choices.server";
import { lineField, optionField } from "~/domain/quotes/quote-schemas";
import type { QuoteFormOption } from "~/domain/quotes/read-quote.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";
/** Blank rows drawn after an option's lines, so a line can be added without JavaScript (save, and more appear). */
const BLANK_ROWS = 2;

export type QuoteDraftValues = {
  title: string;
  serviceType: string;
  locale: "en" | "es";
  expiresOn: string;
  options: QuoteFormOption[];
};

/** The draft's values as the form was last posted (a refused save keeps what was typed), else as saved. */
function valueOf(reply: FormReply | undefined, name: string, saved: string): string {
  return reply?.values && name in reply.values ? (reply.values[name] ?? "") : saved;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-destructive" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * The quote draft (issue 38 item 4): title, the visit's service type, an optional expiry and three options, each a
 * short description and its lines (a price book item, priced on the server, or a custom description and price).
 * One form and one save, posted as flat fields (`o2_l3_code`); a refused save draws every typed value again.
 */
export function QuoteDraftForm(props: {
  intent: "create" | "save";
  heading: string;
  saved: QuoteDraftValues;
  priceBook: PriceBookChoice[];
  reply?: FormReply;
}) {
  const m = useMessages().admin.quotes;
  const f = m.form;
  const locale = useLocale();
  const reply = props.reply?.intent === props.intent ? props.reply : undefined;
  const errors = reply?.fieldErrors ?? {};
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
  return (
    <Form method="post" className="flex flex-col gap-6" data-testid="quote-draft-form">
      <input type="hidden" name="intent" value={props.intent} />
      <h2 className="text-lg font-semibold">{props.heading}</h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1 md:col-span-3">
          <Label htmlFor="title">{f.title}</Label>
          <Input
            id="title"
            name="title"
            maxLength={120}
            required
            defaultValue={valueOf(reply, "title", props.saved.title)}
            {...described("title")}
          />
          <p className="text-sm text-muted-foreground">{f.titleHint}</p>
          <FieldError id="title-error" error={errors.title} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="serviceType">{f.serviceType}</Label>
          <select
            id="serviceType"
            name="serviceType"
            className={selectClasses}
            defaultValue={valueOf(reply, "serviceType", props.saved.serviceType)}
          >
            {APPOINTMENT_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <FieldError id="serviceType-error" error={errors.serviceType} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="locale">{f.locale}</Label>
          <select
            id="locale"
            name="locale"
            className={selectClasses}
            defaultValue={valueOf(reply, "locale", props.saved.locale)}
          >
            <option value="en">{f.locales.en}</option>
            <option value="es">{f.locales.es}</option>
          </select>
          <p className="text-sm text-muted-foreground">{f.localeHint}</p>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="expiresOn">{f.expiresOn}</Label>
          <Input
            id="expiresOn"
            name="expiresOn"
            type="date"
            defaultValue={valueOf(reply, "expiresOn", props.saved.expiresOn)}
            {...described("expiresOn")}
          />
          <p className="text-sm text-muted-foreground">{f.expiresHint}</p>
          <FieldError id="expiresOn-error" error={errors.expiresOn} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {f.optionHint} {f.priceBookHint}
      </p>
      {QUOTE_TIERS.map((tier, index) => {
        const option = index + 1;
        const saved = props.saved.options[index] ?? { description: "", lines: [] };
        const rows = Math.min(QUOTE_OPTION_LINES_MAX, Math.max(saved.lines.length + BLANK_ROWS, 3));
        const descriptionName = optionField(option, "description");
        return (
          <fieldset
            key={tier}
            className="flex flex-col gap-3 rounded-lg border bg-card p-4"
            data-testid={`quote-option-${option}`}
          >
            <legend className="px-1 font-semibold">{format(f.option, { number: option, tier: m.tiers[tier] })}</legend>
            <div className="flex flex-col gap-1">
              <Label htmlFor={descriptionName}>{f.description}</Label>
              <Textarea
                id={descriptionName}
                name={descriptionName}
                rows={2}
                maxLength={500}
                defaultValue={valueOf(reply, descriptionName, saved.description)}
                {...described(descriptionName)}
              />
              <FieldError id={`${descriptionName}-error`} error={errors[descriptionName]} />
            </div>
            <div className="flex flex-col gap-3">
              {Array.from({ length: rows }, (_, lineIndex) => {
                const line = lineIndex + 1;
                const savedLine = saved.lines[lineIndex] ?? { code: "", description: "", quantity: "", unitPrice: "" };
                const name = (field: "code" | "description" | "quantity" | "unitPrice") =>
                  lineField(option, line, field);
                const lineErrors = (["code", "description", "quantity", "unitPrice"] as const)
                  .map((field) => errors[name(field)])
                  .filter(Boolean);
                const rowErrorId = `o${option}_l${line}-error`;
                const lineDescribed = (field: "description" | "quantity" | "unitPrice") =>
                  errors[name(field)] ? { "aria-invalid": true as const, "aria-describedby": rowErrorId } : {};
                return (
                  <div
                    key={line}
                    role="group"
                    aria-label={format(f.lineLabel, { option, line })}
                    className="grid gap-2 sm:grid-cols-[12rem_1fr_5rem_8rem]"
                  >
                    <select
                      name={name("code")}
                      aria-label={f.item}
                      className={selectClasses}
                      defaultValue={valueOf(reply, name("code"), savedLine.code)}
                    >
                      <option value="">{f.custom}</option>
                      {props.priceBook.map((item) => (
                        <option key={item.code} value={item.code}>
                          {item.name} — {formatUsd(item.unitPriceCents / 100, locale)}
                        </option>
                      ))}
                    </select>
                    <Input
                      name={name("description")}
                      aria-label={f.lineDescription}
                      maxLength={200}
                      defaultValue={valueOf(reply, name("description"), savedLine.description)}
                      {...lineDescribed("description")}
                    />
                    <Input
                      name={name("quantity")}
                      aria-label={f.quantity}
                      inputMode="decimal"
                      maxLength={8}
                      placeholder="1"
                      defaultValue={valueOf(reply, name("quantity"), savedLine.quantity)}
                      {...lineDescribed("quantity")}
                    />
                    <Input
                      name={name("unitPrice")}
                      aria-label={f.unitPrice}
                      inputMode="decimal"
                      maxLength={12}
                      defaultValue={valueOf(reply, name("unitPrice"), savedLine.unitPrice)}
                      {...lineDescribed("unitPrice")}
                    />
                    {lineErrors.length > 0 ? (
                      <p id={rowErrorId} className="text-sm text-destructive sm:col-span-4" role="alert">
                        {lineErrors.join(" · ")}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <Button type="submit" className="self-start" data-testid="quote-save">
        {props.intent === "create" ? f.create : f.save}
      </Button>
    </Form>
  );
}
