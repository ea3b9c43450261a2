import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call: most of the cost of the app's first render on a phone
 * (issue 11), inside the one long task that render is. Called on its own while the first render still waits for its
 * data, the tables are built in a task of their own, in time the page spends waiting for the network anyway.
 */
export function warmClassMerge(): void {
  twMerge("p-1 p-2");
}
