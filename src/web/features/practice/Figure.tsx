/**
 * A question's SVG figure, shown as an image: the browser renders SVG inside <img> without running
 * anything in it, so even a faulty figure can do no harm to the page.
 */
export function Figure({ svg, alt }: { svg: string; alt: string | null }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt ?? ""}
      className="mx-auto w-full max-w-md rounded-lg border border-border bg-white p-2"
    />
  );
}
