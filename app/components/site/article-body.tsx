import type { ArticleBlock } from "~/content/blog/article";
import { cn } from "~/components/ui/class-names";

/**
 * Renders structured content blocks (blog articles, policies) as plain elements: headings, paragraphs and
 * lists. Text is always rendered as text, never as HTML.
 */
export function ArticleBody({
  blocks,
  headingLevel = 2,
  density = "article",
  className,
}: {
  blocks: readonly ArticleBlock[];
  headingLevel?: 2 | 3;
  /** "article": a blog post's reading size; "compact": a policy's many sections. */
  density?: "article" | "compact";
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "text-base leading-relaxed text-foreground/90",
        density === "article" ? "space-y-5 sm:text-lg" : "space-y-4",
        className,
      )}
    >
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === "heading") {
          return (
            <Heading key={key} className="pt-4 text-xl font-bold tracking-tight text-foreground sm:text-2xl">
              {block.text}
            </Heading>
          );
        }
        if (block.type === "paragraph") return <p key={key}>{block.text}</p>;
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={key}
            className={cn("space-y-2 pl-6", block.ordered ? "list-decimal" : "list-disc marker:text-primary")}
          >
            {block.items.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
