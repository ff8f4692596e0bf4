import { ArrowLeft, ExternalLink } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/system-mail-message";
import { requireAdmin } from "~/auth/require-user.server";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { getMailMessage } from "~/domain/system/get-mail-message.server";
import { splitTextLinks } from "~/domain/system/mail-links";
import { formatSystemTime } from "~/domain/system/system-time-format";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const m = messagesFromMatches(matches).system.message;
  return [
    { title: loaderData ? format(m.metaTitle, { subject: loaderData.message.subject }) : m.notFoundTitle },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  // A malformed id is NOT_FOUND too: getMailMessage checks it.
  return { message: await getMailMessage({ messageId: params.messageId }) };
}

export default function MailMessagePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().system.message;
  const locale = useLocale();
  const { message } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div>
        <h1 className="break-words text-2xl font-bold tracking-tight md:text-3xl">{message.subject}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-muted-foreground">{m.to}</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="font-medium text-muted-foreground">{m.kind}</dt>
          <dd>
            <Badge variant="secondary">{message.kind}</Badge>
          </dd>
          <dt className="font-medium text-muted-foreground">{m.time}</dt>
          <dd>{formatSystemTime(message.createdAt, locale)}</dd>
        </dl>
      </div>

      <section aria-labelledby="links-heading">
        <h2 id="links-heading" className="mb-2 text-lg font-semibold">
          {m.links}
        </h2>
        {message.links.length === 0 ? (
          <p className="text-muted-foreground">{m.noLinks}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {message.links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="inline-flex items-start gap-1.5 break-all text-primary underline underline-offset-4"
                >
                  <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {href}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{m.textPart}</h2>
        </CardHeader>
        <CardContent>
          {/* Text only: URLs become anchors, everything else is rendered as text, never as HTML. */}
          <pre className="whitespace-pre-wrap break-words font-sans text-sm" data-testid="mail-text">
            {splitTextLinks(message.text).map((part, index) =>
              part.href ? (
                <a key={index} href={part.href} className="text-primary underline underline-offset-4">
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </pre>
        </CardContent>
      </Card>

      {message.html && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{m.htmlPart}</h2>
          </CardHeader>
          <CardContent>
            {/* sandbox="" : no scripts, no forms, no navigation, a unique origin; the HTML never touches our page. */}
            <iframe
              title={m.htmlFrameTitle}
              sandbox=""
              srcDoc={message.html}
              className="h-[32rem] w-full rounded-md border bg-white"
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function BackLink() {
  const m = useMessages().system.message;
  return (
    <Link
      to="/admin/system"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {m.back}
    </Link>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const m = useMessages();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <Alert variant="destructive">
        <h1 className="mb-1 font-semibold leading-none">
          {notFound ? m.system.message.notFoundTitle : m.system.page.title}
        </h1>
        <AlertDescription>{notFound ? m.system.message.notFound : m.shell.error.body}</AlertDescription>
      </Alert>
    </div>
  );
}
