import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/require-user.server";
import { PriceBookAddForm } from "~/components/admin/price-book/price-book-add-form";
import { PriceBookItems } from "~/components/admin/price-book/price-book-items";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { addPriceBookItem } from "~/domain/price-book/add-price-book-item.server";
import { editPriceBookItem } from "~/domain/price-book/edit-price-book-item.server";
import { listPriceBook } from "~/domain/price-book/list-price-book.server";
import { setPriceBookItemActive } from "~/domain/price-book/set-price-book-item-active.server";
import { formAction, type FormIntent } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, infoToast, successToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/price-book";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.priceBook.metaTitle }];
}

/** The whole price book (issue 38), retired items included. Staff only. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return { items: await listPriceBook({ actor }) };
}

type Words = Messages["admin"]["priceBook"];
type Actor = Awaited<ReturnType<typeof requireAdmin>>;
const PATH = "/admin/price-book";

/** The refusals every form of the screen shares: worded field keys, a system item kept offered, a failure. */
const REFUSALS: Pick<
  FormIntent<Actor, Words>,
  "fieldWords" | "invalidToast" | "conflictToast" | "notFoundToast" | "failedToast"
> = {
  fieldWords: (keys, { words }) =>
    Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [
        field,
        words.errors[key as keyof Words["errors"]] ?? words.errors.nameInvalid,
      ]),
    ),
  invalidToast: (_fields, { words }) => failureToast(words.toasts.refused, words.toasts.checkFields),
  conflictToast: ({ words }) => failureToast(words.toasts.refused, words.toasts.conflict),
  notFoundToast: ({ words }) => failureToast(words.toasts.refused, words.toasts.notFound),
  failedToast: ({ words }) => failureToast(words.toasts.failed, words.toasts.failedDescription),
};

/** The item's fields as posted; prices travel as typed dollars and the domain turns them into cents. */
const itemForm = (fields: Record<string, string>) => ({
  name: fields.name ?? "",
  nameEs: fields.nameEs ?? "",
  kind: fields.kind ?? "",
  unitPrice: fields.unitPrice ?? "",
});

/** add (a new item), edit (names, kind, price), deactivate and reactivate; an item is never deleted. */
export const action = formAction({
  scope: "price-book",
  guard: requireAdmin,
  words: (messages) => messages.admin.priceBook,
  intents: {
    add: {
      ...REFUSALS,
      run: async ({ actor, fields, words: { toasts } }) => {
        const added = await addPriceBookItem({ actor, form: { code: fields.code ?? "", ...itemForm(fields) } });
        return redirectWithToast(
          PATH,
          successToast(toasts.added, format(toasts.addedDescription, { name: added.name })),
        );
      },
    },
    edit: {
      ...REFUSALS,
      run: async ({ actor, fields, words: { toasts } }) => {
        const saved = await editPriceBookItem({ actor, code: fields.code, form: itemForm(fields) });
        return redirectWithToast(
          PATH,
          saved.changed.length > 0
            ? successToast(toasts.saved, format(toasts.savedDescription, { name: saved.name }))
            : infoToast(toasts.unchanged, format(toasts.unchangedDescription, { name: saved.name })),
        );
      },
    },
    deactivate: {
      ...REFUSALS,
      run: async ({ actor, fields, words: { toasts } }) => {
        const done = await setPriceBookItemActive({ actor, code: fields.code, active: false });
        return redirectWithToast(
          PATH,
          successToast(toasts.deactivated, format(toasts.deactivatedDescription, { name: done.name })),
        );
      },
    },
    reactivate: {
      ...REFUSALS,
      run: async ({ actor, fields, words: { toasts } }) => {
        const done = await setPriceBookItemActive({ actor, code: fields.code, active: true });
        return redirectWithToast(
          PATH,
          successToast(toasts.reactivated, format(toasts.reactivatedDescription, { name: done.name })),
        );
      },
    },
  },
});

export default function PriceBookPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.priceBook;
  const reply = useFormReply();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to="/admin/invoices" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          <ArrowLeft aria-hidden className="size-4" />
          {m.backToInvoices}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <PriceBookItems items={loaderData.items} reply={reply} />
      <PriceBookAddForm reply={reply?.intent === "add" ? reply : undefined} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.priceBook;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
