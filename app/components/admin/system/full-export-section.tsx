import { Archive, Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useMessages } from "~/i18n/use-messages";

/** The whole business as one download (issue 38 item 6): a plain link, so it works before JavaScript loads. */
export function FullExportSection() {
  const m = useMessages().system.fullExport;
  return (
    <section aria-labelledby="full-export-heading" className="flex flex-col gap-3">
      <h2 id="full-export-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Archive aria-hidden className="size-5" />
        {m.heading}
      </h2>
      <p className="text-muted-foreground">{m.intro}</p>
      <p className="text-muted-foreground">{m.restoreHint}</p>
      <div>
        <a href="/admin/export.tar.gz" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden className="size-4" />
          {m.download}
        </a>
      </div>
    </section>
  );
}
