import { Banknote, CalendarCheck, ThermometerSun, Wrench, Zap, ShieldCheck, type LucideIcon } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

/** The look of one of the two three-card rows: problems in the warning colour, answers in the brand colour. */
const TONES = {
  problem: {
    section: "bg-muted",
    card: "border border-destructive/15 shadow-sm",
    icon: "bg-destructive/10 text-destructive",
  },
  answer: {
    section: "",
    card: "border-t-4 border-primary shadow-md ring-1 ring-border",
    icon: "bg-primary text-primary-foreground",
  },
} as const;

type ThreeCardsProps = {
  id: string;
  copy: { heading: string; intro: string; items: readonly { title: string; body: string }[] };
  icons: readonly LucideIcon[];
  values: Record<string, string | number>;
  tone: keyof typeof TONES;
};

function ThreeCards({ id, copy, icons, values, tone }: ThreeCardsProps) {
  const look = TONES[tone];
  return (
    <section aria-labelledby={id} className={`${look.section} ${SECTION_SPACING}`}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id={id} title={copy.heading} intro={copy.intro} />
        <PhoneScroller
          grid="sm:grid sm:grid-cols-3 sm:gap-4 md:gap-6"
          label={copy.heading}
          className={SECTION_BODY_GAP}
        >
          {copy.items.map((item, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li key={item.title} className={`${SCROLLER_ITEM} rounded-2xl bg-card p-5 md:p-6 ${look.card}`}>
                <span className={`grid size-10 place-items-center rounded-xl md:size-12 ${look.icon}`}>
                  <Icon aria-hidden className="size-5 md:size-6" />
                </span>
                <h3 className="mt-3 text-lg font-bold md:mt-4 md:text-xl">{item.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground md:mt-2 md:text-base">
                  {format(item.body, values)}
                </p>
              </li>
            );
          })}
        </PhoneScroller>
      </div>
    </section>
  );
}

/** The three problems visitors arrive with (spec 1 §2: AC down, rising bills, constant repairs). */
export function PainPoints() {
  const copy = useMessages().home.painPoints;
  const values = { threshold: MARKETING_FIGURES.emergencyHeatThresholdF };
  return (
    <ThreeCards
      id="pain-points-title"
      copy={copy}
      icons={[ThermometerSun, Banknote, Wrench]}
      values={values}
      tone="problem"
    />
  );
}

/** The answer to each problem, with the 30% / 85% / 15-year claims from the marketing figures. */
export function Solutions() {
  const copy = useMessages().home.solutions;
  const { claims } = MARKETING_FIGURES;
  const values = {
    savings: claims.energySavingsPercent,
    prevented: claims.breakdownsPreventedPercent,
    years: claims.equipmentLifeYears,
  };
  return (
    <ThreeCards
      id="solutions-title"
      copy={copy}
      icons={[Zap, ShieldCheck, CalendarCheck]}
      values={values}
      tone="answer"
    />
  );
}
