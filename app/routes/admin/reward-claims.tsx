import { requireAdmin } from "~/auth/require-user.server";
import { rewardClaimListHref } from "~/components/admin/reward-claims/reward-claim-links";
import { RewardClaimFilters } from "~/components/admin/reward-claims/reward-claim-filters";
import { RewardClaimsTable } from "~/components/admin/reward-claims/reward-claims-table";
import { useFormReply } from "~/components/forms/use-form-reply";
import { ScreenLoadError } from "~/components/screen-load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { fulfilRewardClaim } from "~/domain/rewards/fulfil-reward-claim.server";
import { listRewardClaims } from "~/domain/rewards/list-reward-claims.server";
import { rewardClaimListParamsFrom } from "~/domain/rewards/reward-claim-list-params";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/reward-claims";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.rewardClaims.metaTitle }];
}

/** The rewards' names in one language: the portal's catalogue, which the back office's pages do not load. */
function rewardNames(messages: Messages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages.portal.rewards.rewards).map(([code, reward]) => [code, reward.title]),
  );
}

/** The claims (`?status=requested|fulfilled|all&page=`), newest first; the open ones by default. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const params = rewardClaimListParamsFrom(new URL(request.url).searchParams);
  return {
    params,
    list: await listRewardClaims({ actor, params }),
    rewardNames: rewardNames(messagesFor(resolveLocale(request, actor.locale))),
  };
}

/**
 * "Mark fulfilled": back to the same view with a toast. A claim fulfilled meanwhile (another staff member, a second
 * tab) answers 409 with its own message; an unknown claim 404.
 */
export const action = formAction({
  scope: "reward-claims",
  guard: requireAdmin,
  words: (messages) => messages.admin.rewardClaims.toasts,
  intents: {
    fulfil: {
      run: async ({ actor, fields, url, words, messages }) => {
        const claim = await fulfilRewardClaim({ actor, claimId: fields.claimId });
        const reward = rewardNames(messages)[claim.rewardCode] ?? claim.rewardCode;
        return redirectWithToast(
          rewardClaimListHref(rewardClaimListParamsFrom(url.searchParams)),
          successToast(words.fulfilledTitle, format(words.fulfilled, { reward, name: claim.customerName })),
        );
      },
      conflictToast: ({ words }) => failureToast(words.alreadyTitle, words.already),
      failedToast: ({ words }) => failureToast(words.failedTitle, words.failed),
    },
  },
  defaultIntent: "fulfil",
});

export default function RewardClaimsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.rewardClaims;
  const locale = useLocale();
  const { params, list, rewardNames } = loaderData;
  const reply = useFormReply();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RewardClaimFilters params={params} />
        <Badge variant="secondary" size="md" data-testid="claims-count">
          {list.total === 1 ? m.countOne : format(m.countMany, { count: formatCount(list.total, locale) })}
        </Badge>
      </div>
      {reply ? (
        <Alert variant="destructive">
          <p className="mb-1 font-semibold leading-none">{reply.toast.title}</p>
          <AlertDescription>{reply.toast.description}</AlertDescription>
        </Alert>
      ) : null}
      <RewardClaimsTable list={list} params={{ ...params, page: list.page }} rewardNames={rewardNames} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.rewardClaims;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
