import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call. Called on its own while the first render still waits
 * for its data, the build is a task of its own instead of part of that render. It is still one long task on a phone
 * (132-162 ms at 4x throttling, issue 11), so the next gain is a smaller build, not a different time for it.
 */
export function warmClassMerge(): void {
  twMerge("p-1 p-2");
}
