import type { Recruit, RecruiterAccount, RecruiterMetrics } from "@contracts/recruiter";

/**
 * Signed-out visitors see the dashboard with this sample (recruiter spec §2.3, §6: no data queries while signed out).
 * Four of the Basic plan's five recruits, so the 80% warning shows too.
 */
export const DEMO_ACCOUNT: RecruiterAccount = {
  organization: "U.S. Army Recruiting Command",
  station: "Austin North Recruiting Station",
  recruiterCode: "DEMO-1234",
  currentRecruitCount: 4,
  maxRecruitAccounts: 5,
  subscriptionTier: "recruiter_basic",
  planName: "Basic",
  displayName: "SSG Alex Morgan",
  rank: "SSG",
  branch: "army",
  address: "500 W 5th St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  phone: "(512) 555-0100",
  contactEmail: "austin-north@example.com",
  hours: "Mon-Fri 9:00-18:00",
  specialties: ["Cyber", "Medical careers"],
  publicListing: true,
};

const base = { recruitEmail: null, notes: null, live: false, testsTaken: null, createdAt: "2026-10-01T12:00:00.000Z" } as const;

export const DEMO_RECRUITS: Recruit[] = [
  {
    ...base,
    id: 1,
    recruitName: "Jordan Alvarez",
    recruitEmail: "jordan@example.com",
    targetBranch: "army",
    targetMOS: "17C",
    asvabGoalScore: 70,
    currentScore: 74,
    enlistmentDate: null,
    status: "active",
    live: true,
    testsTaken: 12,
  },
  {
    ...base,
    id: 2,
    recruitName: "Kayla Brooks",
    recruitEmail: "kayla@example.com",
    targetBranch: "army",
    targetMOS: "68W",
    asvabGoalScore: 60,
    currentScore: 52,
    enlistmentDate: "2027-02-15",
    status: "active",
    live: true,
    testsTaken: 7,
  },
  {
    ...base,
    id: 3,
    recruitName: "Marcus Chen",
    targetBranch: "army",
    targetMOS: "11B",
    asvabGoalScore: 50,
    currentScore: 31,
    enlistmentDate: null,
    status: "inactive",
  },
  {
    ...base,
    id: 4,
    recruitName: "Priya Desai",
    recruitEmail: "priya@example.com",
    targetBranch: "army",
    targetMOS: "35F",
    asvabGoalScore: 65,
    currentScore: 67,
    enlistmentDate: "2026-09-14",
    status: "enlisted",
  },
];

export const DEMO_METRICS: RecruiterMetrics = {
  activeRecruits: 2,
  averageScore: 63,
  totalTestsTaken: 19,
  recruitsEnlisted: 1,
  recruitsDropped: 0,
};
