import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/**
 * The standalone frame of the account screens (no site header): a way back, the company name, one card with the
 * page's heading. The main landmark and the single h1 live here.
 */
export function AuthPage(props: {
  back: { to: string; label: string; reloadDocument?: boolean };
  companyName: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-md space-y-4">
        <Link
          to={props.back.to}
          reloadDocument={props.back.reloadDocument}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {props.back.label}
        </Link>
        <Card>
          <CardHeader className="text-center">
            <p className="text-sm font-semibold text-primary">{props.companyName}</p>
            <h1 className="text-2xl font-bold tracking-tight">{props.title}</h1>
            {props.description ? <CardDescription>{props.description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{props.children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
