import { CircleCheck, Home, MailX } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { useShellLocale } from "~/components/site/root-data";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getNewsletterUnsubscribe } from "~/domain/newsletter/get-newsletter-unsubscribe.server";
import { NewsletterUnsubscribePostSchema } from "~/domain/newsletter/newsletter-schemas";
import { unsubscribeFromNewsletter } from "~/domain/newsletter/unsubscribe-from-newsletter.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/newsletter-unsubscribe";

/** Never counted: the address carries one subscription's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** The page names one person's address: never kept by a browser or shared cache (nor by the public HTML cache). */
const NOT_STORED = { "Cache-Control": "private, no-store" };

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: messagesFromMatches(matches).newsletter.unsubscribe.metaTitle },
  { name: "robots", content: "noindex" },
];

/**
 * The page an unsubscribe link opens. It only shows the address and asks: mail scanners and link previews open
 * links by themselves, so a visit must never unsubscribe anyone.
 */
export async function loader({ params }: Route.LoaderArgs) {
  // Public by design: the signed token is the permission, as the link in the mail is.
  const view = await getNewsletterUnsubscribe({ token: params.token });
  return data(view, { headers: NOT_STORED });
}

/**
 * Unsubscribes: the page's button, or a mail program's one-click POST (RFC 8058), which comes from the provider's
 * servers with the body `List-Unsubscribe=One-Click`, no cookies and no Origin (server/cross-site-guard.ts lets it by).
 */
export const action = formAction({
  scope: "newsletter-unsubscribe",
  // Public by design, like the loader: the signed token is the permission.
  guard: anyVisitor,
  words: (messages) => messages.newsletter.unsubscribe,
  defaultIntent: "one-click",
  intents: {
    "one-click": {
      run: async ({ fields, params }) => {
        const parsed = NewsletterUnsubscribePostSchema.safeParse(fields);
        if (!parsed.success)
          throw data({ error: "Expected List-Unsubscribe=One-Click" }, { status: 400, headers: NOT_STORED });
        const result = await unsubscribeFromNewsletter({ token: params.token ?? "" });
        return data(result, { headers: NOT_STORED });
      },
    },
  },
});

/** The button's answer: the unsubscription, or the pipeline's reply to a failure (ADR 063). */
type UnsubscribeReply = Awaited<ReturnType<typeof unsubscribeFromNewsletter>> | FormReply;

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().newsletter.unsubscribe;
  const busy = useNavigation().state !== "idle";
  const reply = actionData as UnsubscribeReply | undefined;
  const answer = reply && !("code" in reply) ? reply : null;
  // An unexpected failure (500, logged) is said in place of the question; the link can be used again.
  const failed = reply && "code" in reply ? reply.toast : null;
  const outcome = answer ?? (loaderData.status === "already_gone" ? loaderData : null);
  return (
    // One live region for the page's life: the answer to the button replaces the question inside it, and is read out.
    <PageCard>
      {failed ? (
        <Outcome icon="refused" title={failed.title} body={failed.description ?? ""} />
      ) : outcome?.status === "unsubscribed" ? (
        <Outcome icon="done" title={t.doneTitle} body={format(t.doneBody, { email: outcome.email })} />
      ) : outcome ? (
        <Outcome icon="done" title={t.goneTitle} body={t.goneBody} />
      ) : loaderData.status === "subscribed" ? (
        <>
          <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
            <MailX aria-hidden className="size-8" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="text-muted-foreground wrap-anywhere">{format(t.confirmBody, { email: loaderData.email })}</p>
          <Form method="post" className="w-full">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? t.submitting : t.submit}
            </Button>
          </Form>
        </>
      ) : null}
    </PageCard>
  );
}

function PageCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card>
        <div aria-live="polite" className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
          {children}
        </div>
      </Card>
    </div>
  );
}

function Outcome({ icon, title, body }: { icon: "done" | "refused"; title: string; body: string }) {
  const locale = useShellLocale();
  const t = useMessages().newsletter.unsubscribe;
  const Icon = icon === "done" ? CircleCheck : MailX;
  return (
    <>
      <span
        className={`grid size-16 place-items-center rounded-full ${icon === "done" ? "bg-success/15 text-success" : "bg-destructive/10 text-destructive"}`}
      >
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground wrap-anywhere">{body}</p>
      <Link to={localizedPath("/", locale)} className={buttonVariants({ size: "lg" })}>
        <Home aria-hidden />
        {t.backHome}
      </Link>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidLink />;
}

function InvalidLink() {
  const t = useMessages().newsletter.unsubscribe;
  return (
    <PageCard>
      <Outcome icon="refused" title={t.invalidTitle} body={t.invalidBody} />
    </PageCard>
  );
}
