import type { BranchCode, Role, SubscriptionTier } from "@domain/constants";

export interface DemoAccount {
  username: string;
  password: string;
  email: string | null;
  role: Role;
  subscriptionTier: SubscriptionTier;
  targetBranch: BranchCode | null;
  withHistory: boolean;
}

/** Demo mode only. The passwords are public (README), which is why these accounts never exist in production. */
export const DEMO_LEARNER_USERNAME = "demo_recruit";

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: DEMO_LEARNER_USERNAME,
    password: "recruit-demo-2025",
    email: "recruit@example.com",
    role: "learner",
    subscriptionTier: "free",
    targetBranch: "army",
    withHistory: true,
  },
  {
    username: "admin",
    password: "admin-demo-2025",
    email: "admin@example.com",
    role: "admin",
    subscriptionTier: "annual",
    targetBranch: null,
    withHistory: false,
  },
  {
    username: "testuser",
    password: "testuser-demo-2025",
    email: null,
    role: "admin",
    subscriptionTier: "free",
    targetBranch: null,
    withHistory: false,
  },
];

/** A three-week practice record that improves over time (section ids from sections.ts). */
export const DEMO_LEARNER_HISTORY: readonly { sectionId: number; score: number; daysAgo: number; minutes: number }[] = [
  { sectionId: 10, score: 50, daysAgo: 20, minutes: 14 },
  { sectionId: 9, score: 60, daysAgo: 19, minutes: 6 },
  { sectionId: 13, score: 70, daysAgo: 17, minutes: 8 },
  { sectionId: 12, score: 40, daysAgo: 15, minutes: 16 },
  { sectionId: 11, score: 70, daysAgo: 12, minutes: 11 },
  { sectionId: 10, score: 60, daysAgo: 9, minutes: 13 },
  { sectionId: 9, score: 80, daysAgo: 6, minutes: 5 },
  { sectionId: 13, score: 90, daysAgo: 4, minutes: 7 },
  { sectionId: 12, score: 60, daysAgo: 2, minutes: 15 },
  { sectionId: 10, score: 70, daysAgo: 1, minutes: 12 },
];
