import {
  BarChart3,
  BookOpen,
  Brain,
  Calculator,
  Camera,
  ClipboardList,
  Crown,
  Dumbbell,
  FileText,
  Inbox,
  Gamepad2,
  LayoutDashboard,
  Map,
  Newspaper,
  PencilLine,
  ShieldCheck,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { Role } from "@domain/constants";

export type NavGroup = "featured" | "main" | "resources" | "premium";

export interface NavItem {
  key: string;
  to: string;
  icon: LucideIcon;
  group: NavGroup;
  isNew?: boolean;
  adminOnly?: boolean;
  /** Shown only to these roles (the recruiter dashboard: recruiters and admins). */
  roles?: readonly Role[];
}

/** Order matters: the desktop bar shows the first six visible entries (platform spec §2 "Navigation"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: "dashboard", to: "/dashboard", icon: LayoutDashboard, group: "main" },
  { key: "practice", to: "/practice", icon: PencilLine, group: "main" },
  { key: "adaptive", to: "/adaptive", icon: Brain, group: "featured", isNew: true },
  { key: "fullTest", to: "/full-test", icon: ClipboardList, group: "featured", isNew: true },
  { key: "bootCampQuest", to: "/boot-camp-quest", icon: Gamepad2, group: "featured", isNew: true },
  { key: "studyMaterials", to: "/study-materials", icon: BookOpen, group: "main" },
  { key: "photoSolve", to: "/photo-solve", icon: Camera, group: "featured", isNew: true },
  { key: "analytics", to: "/analytics", icon: BarChart3, group: "main" },
  { key: "cheatSheets", to: "/cheat-sheets", icon: FileText, group: "resources" },
  { key: "recruiterPacket", to: "/recruiter-packet", icon: ClipboardList, group: "resources" },
  { key: "fitness", to: "/fitness", icon: Dumbbell, group: "resources" },
  { key: "budget", to: "/budget-simulator", icon: Calculator, group: "resources" },
  { key: "mosPathfinder", to: "/mos-pathfinder", icon: Map, group: "resources" },
  { key: "recruiters", to: "/recruiters", icon: Users, group: "resources" },
  { key: "blog", to: "/blog", icon: Newspaper, group: "resources" },
  { key: "recruiterAccess", to: "/recruiter-access", icon: ShieldCheck, group: "resources", roles: ["learner"] },
  { key: "recruiterDashboard", to: "/recruiter-dashboard", icon: Target, group: "resources", roles: ["recruiter", "admin"] },
  { key: "recruiterLeads", to: "/recruiter-leads", icon: Inbox, group: "resources", roles: ["recruiter", "admin"] },
  { key: "pricing", to: "/pricing", icon: Crown, group: "premium" },
  { key: "subscribe", to: "/subscribe", icon: Crown, group: "premium" },
];

export const NAV_GROUPS: readonly NavGroup[] = ["featured", "main", "resources", "premium"];

export const DESKTOP_BAR_COUNT = 6;
export const NAV_SCROLL_THRESHOLD_PX = 50;

export function visibleItems(role: Role): NavItem[] {
  const items = NAV_ITEMS.filter((i) => (!i.adminOnly || role === "admin") && (!i.roles || i.roles.includes(role)));
  if (role !== "recruiter") return items;
  // A recruiter's 'Dashboard' is their roster (issue 15): first in the bar, and not listed twice.
  return items.filter((i) => i.key !== "recruiterDashboard").map((i) => (i.key === "dashboard" ? { ...i, to: "/recruiter-dashboard" } : i));
}
