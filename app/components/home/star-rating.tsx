import { Star } from "lucide-react";

/** Filled stars with one accessible name ("5 out of 5 stars"); the icons themselves are decoration. */
export function StarRating({
  rating,
  label,
  className = "size-4",
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={className}
          fill={index < Math.round(rating) ? "currentColor" : "none"}
        />
      ))}
    </span>
  );
}
