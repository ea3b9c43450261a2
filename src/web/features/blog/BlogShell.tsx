import type { ReactNode } from "react";
import { PublicHeader } from "@web/components/PublicHeader";
import { useAuth } from "@web/lib/auth";

/** Blog pages are public: signed-out visitors get the public header, signed-in users already have the navigation bar. */
export function BlogShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <>
      {user ? null : <PublicHeader />}
      {children}
    </>
  );
}
