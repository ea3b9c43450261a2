import type { BranchCode } from "@domain/constants";
import type { RecruitStatus, RecruiterBranch, RecruiterTier } from "@domain/recruiters";

/**
 * Demo mode only: the staff accounts 'admin' and 'testuser' each get a recruiter account with a sample roster, so the
 * recruiter dashboard is full (issue 15). Not listed in the public finder (staff, not real offices). The places are
 * the ZIP centroids of the offline directory, written out so the seed needs no lookup.
 */
export interface DemoRecruiterAccount {
  username: string;
  tier: RecruiterTier;
  displayName: string;
  rank: string;
  organization: string;
  branch: RecruiterBranch;
  station: string;
  recruiterCode: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  hours: string;
  specialties: string[];
  roster: ReadonlyArray<{
    name: string;
    email: string | null;
    branch: BranchCode;
    mos: string | null;
    goal: number;
    current: number;
    status: RecruitStatus;
    enlistment: string | null;
    notes: string | null;
  }>;
}

export const DEMO_RECRUITER_ACCOUNTS: readonly DemoRecruiterAccount[] = [
  {
    username: "admin",
    tier: "recruiter_starter",
    displayName: "SFC Dana Whitfield",
    rank: "SFC",
    organization: "U.S. Army Recruiting Command",
    branch: "army",
    station: "San Antonio Downtown Recruiting Station",
    recruiterCode: "DEMO-ADMIN",
    address: "100 E Houston St",
    city: "San Antonio",
    state: "TX",
    zipCode: "78205",
    latitude: 29.4237,
    longitude: -98.4925,
    phone: "(210) 555-0142",
    email: "sa-station@example.com",
    hours: "Mon-Fri 9:00-18:00",
    specialties: ["Officer programs", "Cyber"],
    roster: [
      {
        name: "Jordan Alvarez",
        email: "jordan.a@example.com",
        branch: "army",
        mos: "17C",
        goal: 70,
        current: 74,
        status: "active",
        enlistment: null,
        notes: "Strong in math",
      },
      {
        name: "Kayla Brooks",
        email: "kayla.b@example.com",
        branch: "army",
        mos: "68W",
        goal: 60,
        current: 52,
        status: "active",
        enlistment: null,
        notes: null,
      },
      {
        name: "Marcus Chen",
        email: null,
        branch: "army",
        mos: "11B",
        goal: 50,
        current: 31,
        status: "active",
        enlistment: null,
        notes: "Needs word knowledge work",
      },
      {
        name: "Priya Desai",
        email: "priya.d@example.com",
        branch: "army",
        mos: "35F",
        goal: 65,
        current: 67,
        status: "enlisted",
        enlistment: "2026-09-14",
        notes: null,
      },
      {
        name: "Tyler Evans",
        email: "tyler.e@example.com",
        branch: "army",
        mos: "25B",
        goal: 55,
        current: 48,
        status: "inactive",
        enlistment: null,
        notes: "Moved for college",
      },
      {
        name: "Aaliyah Foster",
        email: null,
        branch: "army",
        mos: "92Y",
        goal: 45,
        current: 22,
        status: "dropped",
        enlistment: null,
        notes: null,
      },
      {
        name: "Diego Garcia",
        email: "diego.g@example.com",
        branch: "army",
        mos: "15T",
        goal: 60,
        current: 55,
        status: "active",
        enlistment: "2027-01-10",
        notes: null,
      },
      {
        name: "Hannah Ito",
        email: "hannah.i@example.com",
        branch: "army",
        mos: "12B",
        goal: 50,
        current: 58,
        status: "enlisted",
        enlistment: "2026-11-02",
        notes: null,
      },
    ],
  },
  {
    username: "testuser",
    tier: "recruiter_basic",
    displayName: "PO1 Sam Rivera",
    rank: "PO1",
    organization: "Navy Recruiting Command",
    branch: "navy",
    station: "Norfolk Navy Recruiting Station",
    recruiterCode: "DEMO-TEST",
    address: "200 Granby St",
    city: "Norfolk",
    state: "VA",
    zipCode: "23510",
    latitude: 36.8529,
    longitude: -76.2878,
    phone: "(757) 555-0177",
    email: "norfolk-station@example.com",
    hours: "Mon-Sat 8:00-17:00",
    specialties: ["Nuclear field", "Aviation"],
    roster: [
      {
        name: "Isaiah Hughes",
        email: "isaiah.h@example.com",
        branch: "navy",
        mos: "ET",
        goal: 65,
        current: 61,
        status: "active",
        enlistment: null,
        notes: null,
      },
      {
        name: "Olivia Kim",
        email: "olivia.k@example.com",
        branch: "navy",
        mos: "HM",
        goal: 55,
        current: 57,
        status: "active",
        enlistment: "2027-02-20",
        notes: null,
      },
      {
        name: "Noah Lewis",
        email: null,
        branch: "navy",
        mos: "MM",
        goal: 50,
        current: 35,
        status: "active",
        enlistment: null,
        notes: "Retest in March",
      },
      {
        name: "Sofia Martinez",
        email: "sofia.m@example.com",
        branch: "navy",
        mos: "IT",
        goal: 60,
        current: 63,
        status: "enlisted",
        enlistment: "2026-12-05",
        notes: null,
      },
    ],
  },
];
