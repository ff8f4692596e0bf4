import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import type { WindowPickerData } from "~/domain/scheduling/window-picker-days";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { windowDayText, windowTimesText } from "./window-text";

/** One choice of the picker: a 44 px target that shows its radio's focus and checked state. */
const CHOICE_CLASSES = cn(
  "flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 py-2 text-center text-sm",
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-1",
  "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
);

export type WindowPickerWords = Messages["portal"]["appointments"]["picker"];

/**
 * The arrival-window picker of the booking forms (issue 34): the next 14 business days, each a radiogroup of its
 * windows, free ones as radio inputs named `name` (so the form posts the window id without JavaScript), taken ones
 * shown but disabled, a day with nothing free marked full. "Earlier dates" / "More dates" are plain GET links made by
 * `pageHref` (the route keeps its other query parameters), up to the horizon. The selected window is the posted one,
 * else the first free one. Targets are at least 44 px high (WCAG 2.2 AA asks 24); times are Miami's.
 */
export function WindowPicker(props: {
  data: WindowPickerData | null;
  words: WindowPickerWords;
  locale: Locale;
  pageHref: (from: string | null) => string;
  /** The window id to select (a refused post's value); the first free one when absent or not offered. */
  selectedId?: string | null;
  name?: string;
  id?: string;
  error?: string;
  required?: boolean;
  /** Editing a booked visit: a first choice that keeps its time (posts an empty window), selected unless another is. */
  keep?: { label: string };
}) {
  const { data, words, locale } = props;
  const name = props.name ?? "window";
  const id = props.id ?? "window-picker";
  const offered = data?.days.flatMap((day) => day.windows).filter((window) => window.free) ?? [];
  const selected = offered.some((window) => window.id === props.selectedId)
    ? props.selectedId
    : props.keep
      ? ""
      : (data?.firstFreeId ?? null);
  const describedBy = [`${id}-hint`, props.error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      aria-invalid={props.error ? true : undefined}
      className="min-w-0 space-y-3"
      data-testid="window-picker"
    >
      <legend className="text-sm font-medium leading-none">
        {words.legend}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {words.hint}
      </p>
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
      {data === null ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{words.chooseServiceFirst}</p>
      ) : (
        <>
          {props.keep ? (
            <label className={cn(CHOICE_CLASSES, "justify-start px-3 text-left hover:bg-muted")}>
              <input
                type="radio"
                name={name}
                value=""
                defaultChecked={selected === ""}
                required={props.required ? true : undefined}
                className="sr-only"
              />
              {props.keep.label}
            </label>
          ) : null}
          {offered.length === 0 ? <p className="text-sm text-muted-foreground">{words.none}</p> : null}
          {/* Drawn afresh when the page or the selection the server chose changes (a taken window after a refusal). */}
          <ol
            key={`${data.from}|${selected ?? ""}`}
            className="max-h-[32rem] space-y-3 overflow-y-auto overscroll-contain pr-1"
          >
            {data.days.map((day) => {
              const dayText = windowDayText(day.date, locale);
              const headingId = `${id}-${day.date}`;
              return (
                <li key={day.date} className="rounded-md border p-3" data-full={day.full ? "" : undefined}>
                  <div className="mb-2 flex items-baseline justify-between gap-2">
                    <h3 id={headingId} className="text-sm font-semibold">
                      {dayText}
                    </h3>
                    {day.full ? (
                      <span className="text-xs font-medium uppercase text-muted-foreground">
                        <span aria-hidden="true">{words.full}</span>
                        <span className="sr-only">{format(words.fullDay, { day: dayText })}</span>
                      </span>
                    ) : null}
                  </div>
                  <div
                    role="radiogroup"
                    aria-label={format(words.dayGroup, { day: dayText })}
                    className="grid grid-cols-2 gap-2 sm:grid-cols-3"
                  >
                    {day.windows.map((window) => (
                      <label
                        key={window.id}
                        className={cn(
                          CHOICE_CLASSES,
                          window.free
                            ? "hover:bg-muted"
                            : "cursor-not-allowed bg-muted text-muted-foreground line-through",
                        )}
                      >
                        <input
                          type="radio"
                          name={name}
                          value={window.id}
                          disabled={!window.free}
                          defaultChecked={window.id === selected}
                          required={props.required && window.free ? true : undefined}
                          className="sr-only"
                        />
                        <span className="sr-only">{`${dayText}, `}</span>
                        {windowTimesText(window, locale)}
                        {window.free ? null : <span className="sr-only">{`, ${words.taken}`}</span>}
                      </label>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
          <nav className="flex flex-wrap items-center justify-between gap-2" aria-label={words.legend}>
            {data.earlierFrom !== null ? (
              <Link
                to={props.pageHref(data.earlierFrom)}
                preventScrollReset
                className={buttonVariants({ variant: "outline" })}
              >
                {words.earlier}
              </Link>
            ) : (
              <span />
            )}
            {data.laterFrom !== null ? (
              <Link
                to={props.pageHref(data.laterFrom)}
                preventScrollReset
                className={buttonVariants({ variant: "outline" })}
              >
                {words.more}
              </Link>
            ) : (
              <p className="text-xs text-muted-foreground">
                {format(words.lastDate, { date: windowDayText(data.lastDate, locale) })}
              </p>
            )}
          </nav>
        </>
      )}
    </fieldset>
  );
}
