import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { FilledLegalDocument } from "~/content/legal/legal-facts";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { ArticleBody } from "./article-body";
import { PageHero } from "./content-page";
import { PhoneLink } from "./phone-link";

const LINK =
  "font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded";

/** The frame of /privacy and /terms: title, date, a table of contents, the numbered sections and who to ask. */
export function LegalPage({
  title,
  document,
  contact,
  otherPolicy,
}: {
  title: string;
  document: FilledLegalDocument;
  contact: { email: string; phone: string };
  otherPolicy: { label: string; path: string };
}) {
  const t = useMessages().legal;
  const locale = useLocale();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} lead={document.intro}>
        <p className="mt-6 text-sm font-medium text-primary-foreground/90">
          {withParts(t.lastUpdated, {
            date: <time dateTime={document.updatedOn.slice(0, 7)}>{document.updatedText}</time>,
          })}
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="toc-title" className="self-start rounded-xl border bg-card p-5 lg:sticky lg:top-24">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            {t.onThisPage}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-foreground/90 underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b py-6 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <ArticleBody blocks={section.blocks} headingLevel={3} density="compact" className="mt-4" />
            </section>
          ))}

          <div className="mt-8 rounded-xl bg-muted p-6">
            <h2 className="text-lg font-semibold">{t.questionsTitle}</h2>
            <p className="mt-2 leading-relaxed text-foreground/90">
              {withParts(t.questionsBody, {
                email: (
                  <a href={`mailto:${contact.email}`} className={LINK}>
                    {contact.email}
                  </a>
                ),
                phone: <PhoneLink phone={contact.phone} className={LINK} />,
              })}
            </p>
            <p className="mt-4">
              {t.otherPolicy}{" "}
              <Link to={localizedPath(otherPolicy.path, locale)} className={LINK}>
                {otherPolicy.label}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}

/** A message whose {placeholders} are elements (a link, a <time>), not text: "Write to {email}…" → [text, <a>, text]. */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const key = piece.match(/^\{(\w+)\}$/)?.[1];
    return <Fragment key={index}>{key && key in parts ? parts[key] : piece}</Fragment>;
  });
}
