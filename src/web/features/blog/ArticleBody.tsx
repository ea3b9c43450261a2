import { Suspense, use } from "react";
import { RichText } from "@web/components/RichText";

// Each article's text is its own chunk: the list and every other article do not download it. The build's prerender
// waits for it, so the HTML holds the whole article; hydration keeps that HTML until the chunk has arrived.
const bodies = import.meta.glob<string>("../../../content/blog/bodies/*.ts", { import: "body" });
const loaded = new Map<string, Promise<string>>();

/** One promise per article (`use` needs the same promise on every render). An unknown slug reads as no text. */
function loadBody(slug: string): Promise<string> {
  let promise = loaded.get(slug);
  if (!promise) {
    const load = bodies[`../../../content/blog/bodies/${slug}.ts`];
    promise = load ? load() : Promise.resolve("");
    loaded.set(slug, promise);
  }
  return promise;
}

function Body({ slug, className }: { slug: string; className?: string }) {
  return <RichText source={use(loadBody(slug))} className={className} />;
}

/** The text of one article, loaded on demand. */
export function ArticleBody({ slug, className }: { slug: string; className?: string }) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
      <Body slug={slug} className={className} />
    </Suspense>
  );
}
