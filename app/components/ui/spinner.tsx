import { Loader2 } from "lucide-react";
import { cn } from "./class-names";

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn("size-5 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
