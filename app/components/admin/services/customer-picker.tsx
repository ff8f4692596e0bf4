import { Search } from "lucide-react";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { CustomerChoice } from "~/domain/customers/find-customer-choices.server";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SERVICES_PATH } from "./service-dialog-links";

/** What the loader answers for the picker: the query, its matches and the customer already chosen. */
export type CustomerPickerData = { query: string; choices: CustomerChoice[]; selected: CustomerChoice | null };

const SEARCH_DELAY_MS = 250;
export const PICKER_SEARCH_FORM_ID = "customer-picker-search";

/**
 * The customer field of the service record form. Without JavaScript the Find button submits a small GET form
 * (`?add=1&customerQuery=…`) and the matches come back as radio options; with JavaScript the same loader is asked
 * by a fetcher as staff type. The radios belong to the record form (name `customerId`); the search box and Find
 * button belong to the GET form (`PickerSearchForm`, rendered outside the record form) through their `form`
 * attribute, since forms cannot nest.
 */
export function CustomerPicker(props: {
  picker: CustomerPickerData;
  /** The GET form's own fields: the dialog (`add` / `edit`) and the list's view. */
  searchParams: Record<string, string>;
  error?: string;
  errorId: string;
  /** The screen whose loader answers the search (the appointments screen's booking dialog reuses the picker). */
  path?: string;
}) {
  const m = useMessages().admin.services.picker;
  const fetcher = useFetcher<{ picker: CustomerPickerData | null }>();
  const [query, setQuery] = useState(props.picker.query);
  const [selected, setSelected] = useState<CustomerChoice | null>(props.picker.selected);
  const timer = useRef<number | undefined>(undefined);
  const live = fetcher.data?.picker;
  const shownQuery = live ? live.query : props.picker.query;
  const choices = live ? live.choices : props.picker.choices;
  const options = selected && !choices.some((choice) => choice.id === selected.id) ? [selected, ...choices] : choices;
  const searching = fetcher.state !== "idle";

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function search(text: string) {
    window.clearTimeout(timer.current);
    const params = new URLSearchParams({ ...props.searchParams, customerQuery: text });
    void fetcher.load(`${props.path ?? SERVICES_PATH}?${params}`);
  }

  function onQueryChange(text: string) {
    setQuery(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(text), SEARCH_DELAY_MS);
  }

  /** With JavaScript, Find and Enter ask the fetcher instead of loading the page. */
  function onFind(event: SyntheticEvent) {
    event.preventDefault();
    search(query);
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      {/* The search form's own fields, tied to it by their form attribute (it sits outside the record form). */}
      {Object.entries(props.searchParams).map(([name, value]) => (
        <input key={name} type="hidden" form={PICKER_SEARCH_FORM_ID} name={name} value={value} />
      ))}
      {selected ? <input type="hidden" form={PICKER_SEARCH_FORM_ID} name="customerId" value={selected.id} /> : null}
      <div className="space-y-2">
        <Label htmlFor="customer-picker-query">{m.search}</Label>
        <div className="flex gap-2">
          <Input
            id="customer-picker-query"
            name="customerQuery"
            type="search"
            form={PICKER_SEARCH_FORM_ID}
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onFind(event);
            }}
            aria-describedby="customer-picker-hint"
          />
          <Button type="submit" form={PICKER_SEARCH_FORM_ID} variant="outline" disabled={searching} onClick={onFind}>
            <Search aria-hidden />
            {searching ? m.searching : m.find}
          </Button>
        </div>
        <p id="customer-picker-hint" className="text-xs text-muted-foreground">
          {m.searchHint}
        </p>
      </div>
      <fieldset
        role="radiogroup"
        aria-required="true"
        className="space-y-2"
        aria-describedby={props.error ? props.errorId : undefined}
        aria-invalid={props.error ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">
          {m.legend}
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        </legend>
        {options.length === 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shownQuery ? format(m.noMatches, { query: shownQuery }) : m.typeToSearch}
          </p>
        ) : (
          <ul
            className="max-h-56 space-y-1 overflow-y-auto rounded-md border p-1"
            aria-live="polite"
            data-testid="customer-choices"
          >
            {options.map((choice) => (
              <li key={choice.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded px-2 py-2 hover:bg-muted has-[:checked]:bg-secondary">
                  <input
                    type="radio"
                    name="customerId"
                    value={choice.id}
                    checked={selected?.id === choice.id}
                    onChange={() => setSelected(choice)}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="min-w-0 text-sm">
                    <span className="font-medium">{choice.name}</span>{" "}
                    <span className="text-muted-foreground">· {choice.customerNumber}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[choice.email, choice.phone, choice.city].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {props.error ? (
          <p id={props.errorId} role="alert" className="text-sm font-medium text-destructive">
            {props.error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

/** The picker's GET form: empty, outside the record form; its fields point at it with their `form` attribute. */
export function PickerSearchForm({ path = SERVICES_PATH }: { path?: string } = {}) {
  return <form id={PICKER_SEARCH_FORM_ID} method="get" action={path} hidden />;
}
