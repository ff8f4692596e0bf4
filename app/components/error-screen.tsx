import { AlertTriangle, Phone, RefreshCw, RotateCcw } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { format } from "~/i18n/catalog";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { PhoneLink } from "./site/phone-link";
import { useRootData, useShellLocale } from "./site/root-data";

/**
 * 'Something went wrong' (spec 1 §2): Try Again re-runs the loaders, which also clears a render crash once they
 * settle; Reload Page starts over. It reads only what is certain to exist, so it works when the root loader
 * itself failed (then the phone is the settings default).
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const locale = useShellLocale();
  const data = useRootData();
  const revalidator = useRevalidator();
  const t = shellErrorMessages(locale).error;
  const phone = data?.business.mainPhone ?? DEFAULT_SETTINGS.mainPhone;
  const busy = revalidator.state !== "idle";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      <p className="mt-3 text-muted-foreground">{t.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => void revalidator.revalidate()} disabled={busy}>
          <RotateCcw aria-hidden className={busy ? "animate-spin" : undefined} />
          {t.tryAgain}
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          {t.reload}
        </Button>
      </div>
      <PhoneLink phone={phone} className={`mt-8 ${buttonVariants({ variant: "link" })}`}>
        <Phone aria-hidden />
        {format(t.needHelp, { phone })}
      </PhoneLink>
      {import.meta.env.DEV && error instanceof Error ? (
        <details className="mt-8 w-full text-left text-sm">
          <summary className="cursor-pointer font-medium">{t.details}</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-3 text-xs">{error.stack ?? error.message}</pre>
        </details>
      ) : null}
    </div>
  );
}
