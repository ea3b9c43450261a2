import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@contracts/user";
import { apiKey, apiUrl, callApi, useApiMutation } from "./api-client";
import { apiFetch } from "./early-reads";

export const AUTH_USER_KEY = apiKey("currentUser");
export const USER_KEY = apiKey("user");
const CACHED_USER = "authUser";

/**
 * The current-user call. With no network at all (not a 401), the last signed-in user is used, so an
 * installed app opened offline still shows the learner's own screens; the server rechecks on reconnect.
 */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  let res: Response;
  try {
    res = await apiFetch(apiUrl("currentUser"), { credentials: "include" });
  } catch (err) {
    const cached = localStorage.getItem(CACHED_USER);
    if (cached) return JSON.parse(cached) as PublicUser;
    throw err;
  }
  if (res.status === 401) {
    // Read the body even though it is not needed: an unread response stays open in the browser, and a page
    // with an open request never reaches network idle (Lighthouse and Playwright wait for it).
    await res.text().catch(() => "");
    localStorage.removeItem(CACHED_USER);
    return null;
  }
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const user = (await res.json()) as PublicUser;
  localStorage.setItem(CACHED_USER, JSON.stringify(user));
  return user;
}

/**
 * Starts the current-user call at boot, beside the translations instead of after them: every screen waits for it.
 * `useAuth` then finds it in flight or answered.
 */
export function prefetchCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: AUTH_USER_KEY, queryFn: fetchCurrentUser, retry: false });
}

/** Whether this browser was signed in when the app last knew (a hint for preloading, never for access). */
export function probablySignedIn(): boolean {
  try {
    return localStorage.getItem(CACHED_USER) !== null;
  } catch {
    return false;
  }
}

/** Signed in when the current-user call returns a user; a 401 means signed out. */
export function useAuth() {
  const { data, isLoading } = useQuery<PublicUser | null>({ queryKey: AUTH_USER_KEY, queryFn: fetchCurrentUser, retry: false });
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading, isAdmin: user?.role === "admin" };
}

/** Puts a signed-in user in the cache (and the offline copy); sign-up screens outside this file use it too. */
export function useSetUser() {
  const qc = useQueryClient();
  return (user: PublicUser | null) => {
    if (user) localStorage.setItem(CACHED_USER, JSON.stringify(user));
    else localStorage.removeItem(CACHED_USER);
    qc.setQueryData(AUTH_USER_KEY, user);
    qc.setQueryData(USER_KEY, user);
  };
}

export function useLogin() {
  return useApiMutation("login", useSetUser());
}

export function useRegister() {
  return useApiMutation("register", useSetUser());
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("logout"),
    onSuccess: () => {
      // Nothing of the previous user's may linger in the cache; the auth query stays so its observers see null.
      localStorage.removeItem(CACHED_USER);
      qc.setQueryData(AUTH_USER_KEY, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
    },
  });
}
