import { CheckCircle2, Hammer, Siren, Wind } from "lucide-react";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

const GROUP_ICONS = [Siren, Hammer, Wind];

/** Three groups of six services each (spec 1 §2 "detailed services"). */
export function DetailedServices() {
  const t = useMessages().home.detailedServices;
  return (
    <section aria-labelledby="detailed-services-title" className="bg-muted py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="detailed-services-title" title={t.heading} intro={t.intro} />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {t.groups.map((group, index) => {
            const Icon = GROUP_ICONS[index] ?? Wind;
            return (
              <div key={group.title} className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border sm:p-8">
                <h3 className="flex items-center gap-3 text-xl font-bold">
                  <span className="grid size-10 place-items-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {group.title}
                </h3>
                <ul className="mt-5 space-y-3">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
