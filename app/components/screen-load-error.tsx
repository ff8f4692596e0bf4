import { isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { Alert, AlertDescription } from "~/components/ui/alert";

/**
 * What a screen shows when its loader failed: the not-found page for a 404 (an id that is not there, or not the
 * viewer's), otherwise the screen's own load-failure title and message (spec document 2 §8: "Failed to load …").
 */
export function ScreenLoadError({ error, title, description }: { error: unknown; title: string; description: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{title}</h1>
      <AlertDescription>{description}</AlertDescription>
    </Alert>
  );
}
