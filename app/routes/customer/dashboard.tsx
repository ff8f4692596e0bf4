import type { Route } from "./+types/dashboard";
import { requireCustomer } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
import { DashboardSummaryCards } from "~/components/portal/dashboard/dashboard-summary-cards";
import { QuickActionsCard } from "~/components/portal/dashboard/quick-actions-card";
import { RecentServicesCard } from "~/components/portal/dashboard/recent-services-card";
import { UpcomingAppointmentsCard } from "~/components/portal/dashboard/upcoming-appointments-card";
import { CLAIM_REWARD_INTENT } from "~/components/portal/rewards/reward-claim-form";
import { RewardsPanel } from "~/components/portal/rewards/rewards-panel";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { AppError } from "~/domain/app-error";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { claimReward, RewardClaimRefusal } from "~/domain/rewards/claim-reward.server";
import { ClaimRewardSchema } from "~/domain/rewards/reward-schemas";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast } from "~/http/form-toast";
import { format, type Messages } from "~/i18n/catalog";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.dashboard.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return getCustomerDashboard({ user });
}

/** The rewards panel's Claim button. Success redirects with a toast; a refusal answers 409 with its reason. */
export const action = formAction({
  scope: "rewards",
  guard: requireCustomer,
  words: (messages) => messages.portal.rewards,
  intents: {
    [CLAIM_REWARD_INTENT]: {
      run: async ({ actor, fields, words, url }) => {
        const parsed = ClaimRewardSchema.safeParse(fields);
        if (!parsed.success) throw new AppError("BAD_INPUT", "Not a reward of the catalogue");
        await claimReward({ user: actor, rewardCode: parsed.data.rewardCode });
        const reward = words.rewards[parsed.data.rewardCode as keyof typeof words.rewards].title;
        return redirectWithToast(
          url.pathname,
          successToast(words.toasts.claimedTitle, format(words.toasts.claimedBody, { reward })),
        );
      },
      refusedToast: (error, { words }) =>
        failureToast(words.toasts.refusedTitle, claimRefusalText(error, words.toasts)),
      failedToast: ({ words }) => failureToast(words.toasts.refusedTitle, words.toasts.failed),
    },
  },
});

function claimRefusalText(error: AppError, t: Messages["portal"]["rewards"]["toasts"]): string {
  if (!(error instanceof RewardClaimRefusal)) return t.failed;
  return error.reason === "already_claimed" ? t.alreadyClaimed : t.notEnoughPoints;
}

export default function CustomerDashboardPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal;
  const claimError = useFormReply()?.toast.description ?? null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {format(m.dashboard.welcome, { name: loaderData.firstName ?? m.dashboard.fallbackName })}
        </h1>
        <p className="mt-1 text-muted-foreground">{m.dashboard.intro}</p>
      </div>
      <DashboardSummaryCards dashboard={loaderData} />
      {/* The things a customer came to do come before the rewards, whose lists fill more than a phone's screen. */}
      <div className="grid gap-4 lg:grid-cols-3">
        <QuickActionsCard emergencyPhone={loaderData.emergencyPhone} />
        <UpcomingAppointmentsCard appointments={loaderData.upcomingAppointments} />
        <RecentServicesCard services={loaderData.recentServices} />
      </div>
      {loaderData.rewards ? <RewardsPanel rewards={loaderData.rewards} claimError={claimError} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const m = useMessages().portal.dashboard;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.loadErrorTitle}</h1>
      <AlertDescription>{m.loadError}</AlertDescription>
    </Alert>
  );
}
