import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireCustomer } from "~/auth/require-user.server";
import { showToast } from "~/components/forms/show-toast";
import { DashboardSummaryCards } from "~/components/portal/dashboard/dashboard-summary-cards";
import { QuickActionsCard } from "~/components/portal/dashboard/quick-actions-card";
import { RecentServicesCard } from "~/components/portal/dashboard/recent-services-card";
import { UpcomingAppointmentsCard } from "~/components/portal/dashboard/upcoming-appointments-card";
import { RewardsPanel } from "~/components/portal/rewards/rewards-panel";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { isAppError } from "~/domain/app-error";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { claimReward, RewardClaimRefusal } from "~/domain/rewards/claim-reward.server";
import { ClaimRewardSchema } from "~/domain/rewards/reward-schemas";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.dashboard.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return getCustomerDashboard({ user });
}

/** The rewards panel's Claim button. Success redirects with a toast; a refusal answers 409 with its message. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = messagesFor(resolveLocale(request, user.locale)).portal.rewards;
  const parsed = ClaimRewardSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ claimError: t.toasts.failed }, { status: 400 });
  try {
    await claimReward({ user, rewardCode: parsed.data.rewardCode });
  } catch (error) {
    if (error instanceof RewardClaimRefusal) {
      const message = error.reason === "already_claimed" ? t.toasts.alreadyClaimed : t.toasts.notEnoughPoints;
      return data({ claimError: message }, { status: error.status });
    }
    if (!isAppError(error)) throw error;
    console.warn(`[rewards] claim by user ${user.id} refused`, error.message);
    return data({ claimError: t.toasts.failed }, { status: error.status });
  }
  const reward = t.rewards[parsed.data.rewardCode as keyof typeof t.rewards].title;
  return redirectWithToast(new URL(request.url).pathname, {
    title: t.toasts.claimedTitle,
    description: format(t.toasts.claimedBody, { reward }),
    variant: "success",
  });
}

export default function CustomerDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const m = useMessages().portal;
  const claimError = actionData?.claimError ?? null;
  useEffect(() => {
    if (claimError)
      showToast({
        title: m.rewards.toasts.refusedTitle,
        description: claimError,
        variant: "error",
        durationMs: FAILURE_TOAST_MS,
      });
  }, [actionData, claimError, m.rewards.toasts.refusedTitle]);

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
