import { Form, Link } from "react-router";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { PriceBookItemView } from "~/domain/price-book/list-price-book.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PriceBookKindSelect } from "./price-book-kind-select";

/** Every item, each with its edit form and its retire / offer-again button; a refusal shows under the item it answers. */
export function PriceBookItems({ items, reply }: { items: PriceBookItemView[]; reply?: FormReply }) {
  const m = useMessages().admin.priceBook;
  return (
    <section aria-labelledby="price-book-items-title" className="flex flex-col gap-3">
      <h2 id="price-book-items-title" className="text-lg font-semibold">
        {m.itemsHeading}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <PriceBookItemRow
            key={item.code}
            item={item}
            reply={reply?.intent !== "add" && reply?.values.code === item.code ? reply : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

function PriceBookItemRow({ item, reply }: { item: PriceBookItemView; reply?: FormReply }) {
  const m = useMessages().admin.priceBook;
  const locale = useLocale();
  const formId = `price-book-${item.code}`;
  const errors = reply?.intent === "edit" ? reply.fieldErrors : {};
  const values = reply?.intent === "edit" ? reply.values : {};
  const field = (name: string) => fieldProps(formId, name, errors);
  const price = (item.unitPriceCents / 100).toFixed(2);
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="price-book-item" data-code={item.code}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs">{item.code}</span>
        <Badge variant={item.active ? "success" : "secondary"}>
          {item.active ? m.statuses.active : m.statuses.inactive}
        </Badge>
        {item.system ? <span className="text-xs text-muted-foreground">{m.systemHint}</span> : null}
      </div>
      <Form method="post" className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_10rem_9rem_auto] md:items-end">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="code" value={item.code} />
        <FormField formId={formId} name="name" label={m.fields.name} error={errors.name}>
          <Input {...field("name")} required maxLength={100} defaultValue={values.name ?? item.name} />
        </FormField>
        <FormField formId={formId} name="nameEs" label={m.fields.nameEs} error={errors.nameEs}>
          <Input {...field("nameEs")} required maxLength={100} lang="es" defaultValue={values.nameEs ?? item.nameEs} />
        </FormField>
        {item.system ? (
          // The system's kind and price travel unchanged: the fee is set on the Settings screen.
          <>
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="unitPrice" value={price} />
            <p className="text-sm">
              <span className="block font-medium">{m.fields.kind}</span>
              {m.kinds[item.kind]}
            </p>
            <p className="text-sm">
              <span className="block font-medium">{m.fields.unitPrice}</span>
              {formatUsd(item.unitPriceCents / 100, locale)}
              {item.code === "service_call" ? (
                <span className="block text-xs text-muted-foreground">
                  {m.feeHint}{" "}
                  <Link to="/admin/settings" className="text-primary underline underline-offset-4">
                    {m.settingsLink}
                  </Link>
                </span>
              ) : null}
            </p>
          </>
        ) : (
          <>
            <FormField formId={formId} name="kind" label={m.fields.kind} error={errors.kind}>
              <PriceBookKindSelect {...field("kind")} defaultValue={values.kind ?? item.kind} />
            </FormField>
            <FormField formId={formId} name="unitPrice" label={m.fields.unitPrice} error={errors.unitPrice}>
              <Input
                {...field("unitPrice")}
                required
                inputMode="decimal"
                maxLength={12}
                autoComplete="off"
                defaultValue={values.unitPrice ?? price}
              />
            </FormField>
          </>
        )}
        <Button type="submit" variant="outline" aria-label={format(m.saveLabel, { name: item.name })}>
          {m.save}
        </Button>
      </Form>
      {item.system ? null : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={item.active ? "deactivate" : "reactivate"} />
          <input type="hidden" name="code" value={item.code} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            aria-label={format(item.active ? m.deactivateLabel : m.reactivateLabel, { name: item.name })}
          >
            {item.active ? m.deactivate : m.reactivate}
          </Button>
        </Form>
      )}
    </li>
  );
}
