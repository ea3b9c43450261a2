import { ApiError, throwIfNotOk } from "./api";

/**
 * Downloads a file made in the background (decision 22): its address answers 202 with Retry-After while the file is
 * being made, then the file itself, which is handed to the browser as a download under the server's file name.
 */
export async function downloadWhenReady(url: string, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { credentials: "include" });
    if (res.status === 202) {
      await res.text().catch(() => "");
      if (Date.now() > deadline) throw new ApiError(504, "504: The file is taking too long", null);
      const wait = Math.min(5, Math.max(0.25, Number(res.headers.get("retry-after")) || 1));
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    await throwIfNotOk(res);
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "download";
    const blob = await res.blob();
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return name;
  }
}
