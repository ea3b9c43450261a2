import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

interface Insight {
  sectionId: number;
  name: string;
}

/**
 * A card listing sections (strong areas, needs attention) on the dashboard and the analytics screen: each row is
 * the section's name with `aside` (its score, its priority) on the right.
 */
export function InsightCard<T extends Insight>(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  description?: string;
  items: readonly T[];
  empty: string;
  aside: (item: T) => ReactNode;
}) {
  return (
    <Card data-testid={props.testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {props.icon} {props.title}
        </CardTitle>
        {props.description ? <CardDescription>{props.description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {props.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          <ul className="grid gap-2">
            {props.items.map((item) => (
              <li key={item.sectionId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
                <span className="font-medium">{item.name}</span>
                <span className="flex items-center gap-2">{props.aside(item)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
