/**
 * Seed rows for the six armed services.
 *
 * Sources (re-keyed into our own words; none of these sheets is loaded at run time):
 *  - AFQT minimums: /work/shared/reference/asvab-scoring.md, "Minimum AFQT by branch" (source keys JR, HERO, FREE,
 *    DUM2, NEWLIB, BAL). Conflicts follow the sheet README rule "pick the most recent official figure": JR
 *    (sources as of 2026-09-26, transcribed from the services' own classification documents) is the newest dated
 *    source, so it wins where it gives a value. Minimums move with recruiting conditions, so the UI must label them
 *    as estimates.
 *  - primarySections: line-score recipes in asvab-scoring.md §5 (SEG, DES, HERO) weighed against the rules of the
 *    jobs listed below.
 *  - specialtyJobs: codes and titles exactly as in /work/shared/reference/military-jobs.md (source P,
 *    ASVABtestsite js/job-requirements.js @ 12878e49); the grouping into combat / technical / operations / support
 *    is ours.
 *  - recruiterUrl / recruiterPhone: /work/shared/reference/recruiting-and-zip.md §3 "Official recruiter locators".
 *    Every phone number there is single source (a school-district resource page); Space Force has none.
 *  - Enlistment terms and process notes in recruitmentInfo are general guidance, not figures from the sheets.
 */
import type { BranchCode } from "@domain/constants";
import type { SpecialtyJobs } from "@contracts/branches";

export interface BranchSeed {
  code: BranchCode;
  name: string;
  description: string;
  minimumAfqtScore: number;
  gedMinimumAfqtScore: number;
  primarySections: string[];
  specialtyJobs: SpecialtyJobs;
  recruitmentInfo: string;
  recruiterUrl: string;
  recruiterPhone: string | null;
  position: number;
}

export const BRANCH_SEED: readonly BranchSeed[] = [
  {
    code: "army",
    name: "U.S. Army",
    description:
      "The Army is the nation's largest service and carries out sustained land operations at home and abroad. Enlisted soldiers choose from well over a hundred occupational specialties, from infantry and aviation maintenance to intelligence and medicine, and basic training is followed by job school.",
    minimumAfqtScore: 31, // verified in two sources (JR, HERO, FREE, DUM2, NEWLIB)
    gedMinimumAfqtScore: 50, // HERO, FREE, DUM2, NEWLIB
    // GT (AR + VE) gates many jobs; ST (mostly GS, VE, AR, MK per §5) is the most common rule for intel, IT and medical MOS.
    primarySections: ["Arithmetic Reasoning", "Word Knowledge", "Paragraph Comprehension", "Mathematics Knowledge", "General Science"],
    specialtyJobs: {
      combat: [
        "Infantryman (11B)",
        "Indirect Fire Infantryman (11C)",
        "Combat Engineer (12B)",
        "Cannon Crewmember (13B)",
        "Cavalry Scout (19D)",
        "Armor Crewmember (19K)",
      ],
      technical: [
        "Cyber Operations Specialist (17C)",
        "Electronic Warfare Specialist (17E)",
        "Information Technology Specialist (25B)",
        "Network Communication Systems Specialist (25H)",
        "Intelligence Analyst (35F)",
        "Signals Intelligence Analyst (35N)",
      ],
      operations: [
        "Air Traffic Control Operator (15Q)",
        "UH-60 Helicopter Repairer/Aircrew Member (15T)",
        "Tactical Unmanned Aircraft System Operator (15W)",
        "Motor Transport Operator (88M)",
        "Wheeled Vehicle Mechanic (91B)",
        "Petroleum Supply Specialist (92F)",
      ],
      support: [
        "Combat Medic Specialist (68W)",
        "Medical Laboratory Specialist (68K)",
        "Human Resources Specialist (42A)",
        "Financial Management Technician (36B)",
        "Culinary Specialist (92G)",
        "Unit Supply Specialist (92Y)",
      ],
    },
    recruitmentInfo:
      "Use the Army's online locator to find the nearest recruiting station, or call 1-800-USA-ARMY. First enlistments on active duty usually run from two to six years, and the job you qualify for depends on your line scores, so bring your ASVAB results to the conversation.",
    recruiterUrl: "https://www.goarmy.com/how-to-join/find-a-recruiter",
    recruiterPhone: "1-800-USA-ARMY",
    position: 1,
  },
  {
    code: "navy",
    name: "U.S. Navy",
    description:
      "The Navy keeps the sea lanes open and projects power from ships, submarines and aircraft deployed around the world. Sailors train for a specific rating, and many spend long stretches at sea where every crew member's skills keep the ship running.",
    // Conflict 31 vs 35: picked 31 from JR (2026-09-26, newest dated; its Navy data follows COMNAVCRUITCOMINST
    // 1130.8S of Aug 2026), also FREE (2026) and NEWLIB. HERO (2026) and DUM2 give 35.
    minimumAfqtScore: 31,
    gedMinimumAfqtScore: 50, // verified in two sources; HERO adds a 15-college-credit condition
    // Most Navy rating rules are sums built on VE + AR + MK plus MC (aviation, engineering, nuclear, cyber).
    primarySections: [
      "Arithmetic Reasoning",
      "Mathematics Knowledge",
      "Word Knowledge",
      "Paragraph Comprehension",
      "Mechanical Comprehension",
    ],
    specialtyJobs: {
      combat: ["Special Warfare Operator (SEAL) (SO)", "Gunner's Mate (GM)", "Explosive Ordnance Disposal Technician (EOD)"],
      technical: [
        "Cyber Warfare Technician (CWT)",
        "Information Systems Technician (IT)",
        "Cryptologic Technician Collection (CTR)",
        "Cryptologic Technician Interpretive (CTI)",
        "Intelligence Specialist (IS)",
        "Aviation Electronics Technician (AT)",
      ],
      operations: [
        "Air Traffic Controller (AC)",
        "Aviation Machinist's Mate (AD)",
        "Aviation Structural Mechanic (AM)",
        "Operations Specialist (OS)",
        "Machinist's Mate (MM)",
        "Engineman (EN)",
      ],
      support: [
        "Hospital Corpsman (HM)",
        "Culinary Specialist (CS)",
        "Logistics Specialist (LS)",
        "Personnel Specialist (PS)",
        "Yeoman (YN)",
      ],
    },
    recruitmentInfo:
      "Find a local Navy recruiter through the state-by-state locator or by calling 1-800-USA-NAVY. Active-duty contracts are typically four to six years, with longer terms for advanced technical programs such as the nuclear field.",
    recruiterUrl: "https://www.navy.com/local",
    recruiterPhone: "1-800-USA-NAVY",
    position: 2,
  },
  {
    code: "air_force",
    name: "U.S. Air Force",
    description:
      "The Air Force provides air superiority, global mobility, and intelligence and cyber capabilities for the joint force. Enlisted Airmen work mostly in technical fields such as aircraft maintenance, communications and intelligence, and entry into many specialties is competitive.",
    // Conflict 36 vs 31: picked 31 from JR (2026-09-26, read from the DAFECD of 30 Apr 2026, the most recent official
    // document cited). HERO, DUM2, BAL (2017), FREE and NEWLIB give 36.
    minimumAfqtScore: 31,
    // Conflict 65 vs 50: picked 65 (HERO and FREE, both 2026; also DUM2, BAL). 50 is only in NEWLIB, an older book
    // excerpt. JR gives no GED figure.
    gedMinimumAfqtScore: 65,
    // MAGE composites: General = AR + VE, Electrical = GS + AR + MK + EI; WK stands in for VE (its larger share).
    primarySections: ["Arithmetic Reasoning", "Word Knowledge", "Mathematics Knowledge", "General Science", "Electronics Information"],
    specialtyJobs: {
      combat: [
        "Pararescue (1Z1X1)",
        "Combat Control (1Z2X1)",
        "Tactical Air Control Party (TACP) (1Z3X1)",
        "Security Forces (3P0X1)",
        "Explosive Ordnance Disposal (3E8X1)",
      ],
      technical: [
        "Cyber Warfare Operations (1B4X1)",
        "Cybersecurity (1D7X5)",
        "Information Technology (IT) Systems (1D7X1)",
        "Space Systems Operations (1C6X1)",
        "All Source Intelligence Analyst (1N0X1)",
        "Cyber Intelligence (1N4X1)",
      ],
      operations: [
        "Air Traffic Control (1C1X1)",
        "Mobility Force Aviator (1A1X2)",
        "Tactical Aircraft Maintenance (2A3X3)",
        "Aerospace Propulsion (2A6X1)",
        "Fuels (2F0X1)",
        "Ground Transportation (2T1X1)",
      ],
      support: [
        "Aerospace Medical Service (4N0X1)",
        "Dental Assistant (4Y0X1)",
        "Health Services Management (4A0X1)",
        "Human Resources and Administration (3F0X1)",
        "Financial Management and Comptroller (6F0X1)",
        "Materiel Management (2S0X1)",
      ],
    },
    recruitmentInfo:
      "Search the Air Force recruiter finder by ZIP code or call 1-800-423-USAF to reach a recruiter. Enlistments are commonly four or six years, and applicants may join with a guaranteed job or a broader aptitude area, so ask which option fits your scores.",
    recruiterUrl: "https://www.airforce.com/find-a-recruiter",
    recruiterPhone: "1-800-423-USAF",
    position: 3,
  },
  {
    code: "marines",
    name: "U.S. Marine Corps",
    description:
      "The Marine Corps is an expeditionary force that fights from the sea and can respond quickly to crises on land. Recruit training is famously demanding, and every Marine is trained as a rifleman first, whatever their later specialty.",
    // Conflict 32 vs 31: picked 31 from JR (2026-09-26, the newest dated source; also NEWLIB). HERO, DUM2 and FREE
    // give 32. 31 is also the statutory floor in 10 USC 520(b).
    minimumAfqtScore: 31,
    gedMinimumAfqtScore: 50, // verified in two sources (HERO, FREE, NEWLIB); NEWLIB adds 15 college credits
    // GT (AR + MC + VE per SEG) gates most MOS listed; MM (AR + MC + EI + AS) covers the mechanical and aviation ones.
    primarySections: [
      "Arithmetic Reasoning",
      "Word Knowledge",
      "Paragraph Comprehension",
      "Mechanical Comprehension",
      "Electronics Information",
    ],
    specialtyJobs: {
      combat: [
        "Rifleman (0311)",
        "Machine Gunner (0331)",
        "Mortarman (0341)",
        "Antitank Missile Gunner (0352)",
        "Field Artillery Cannoneer (0811)",
        "Combat Engineer (1371)",
      ],
      technical: [
        "Cyberspace Defensive Operator (1721)",
        "Network Administrator (0631)",
        "Transmissions System Operator (0621)",
        "Intelligence Specialist (0231)",
        "Geographic Intelligence Specialist (0261)",
        "Signals Intelligence/Electronic Warfare Analyst (2631)",
      ],
      operations: [
        "Air Traffic Controller-Trainee (7251)",
        "Unmanned Aircraft System (UAS) Operator (7314)",
        "Tiltrotor Mechanic, MV-22 (6116)",
        "Automotive Maintenance Technician (3521)",
        "Motor Vehicle Operator (3531)",
        "Landing Support Specialist (0481)",
      ],
      // The Corps' medical care comes from Navy corpsmen, so the sheet has no Marine medical MOS.
      support: [
        "Administrative Specialist (0111)",
        "Finance Technician (3432)",
        "Supply Chain and Materiel Management Specialist (3043)",
        "Military Police (5811)",
        "Expeditionary Firefighting and Rescue Specialist (7051)",
      ],
    },
    recruitmentInfo:
      "Request contact through the Marines' online recruiter page, which lists offices by state, or call 1-800-MARINES. Most first enlistments are four years of active duty, and recruiters often run physical-fitness sessions for applicants before they ship to recruit training.",
    recruiterUrl: "https://www.marines.com/contact-a-recruiter",
    recruiterPhone: "1-800-MARINES",
    position: 4,
  },
  {
    code: "coast_guard",
    name: "U.S. Coast Guard",
    description:
      "The Coast Guard protects people and property on U.S. waters through search and rescue, law enforcement, port security and environmental response. It is a small service that sits under the Department of Homeland Security in peacetime, so members often take on real operational responsibility early.",
    minimumAfqtScore: 32, // verified in two sources (JR, HERO "lowered from 40"); older 36 (NEWLIB) and 40 (FREE) not used
    gedMinimumAfqtScore: 50, // single figure in the sheet; HERO adds a 15-college-credit condition
    // Ratings mostly use VE + AR, or MK + EI + GS for electronics/IT, often with an AR >= 52 side condition.
    primarySections: [
      "Arithmetic Reasoning",
      "Word Knowledge",
      "Paragraph Comprehension",
      "Mathematics Knowledge",
      "Electronics Information",
    ],
    specialtyJobs: {
      // Only two force-protection ratings appear in the sheet for the Coast Guard.
      combat: ["Maritime Enforcement Specialist (ME)", "Gunner's Mate (GM)"],
      technical: [
        "Information Systems Technician (IT)",
        "Electronics Technician (ET)",
        "Avionics Electrical Technician (AET)",
        "Intelligence Specialist (IS)",
        "Marine Science Technician (MST)",
      ],
      operations: [
        "Boatswain's Mate (BM)",
        "Operations Specialist (OS)",
        "Aviation Maintenance Technician (AMT)",
        "Aviation Survival Technician (AST)",
        "Machinery Technician (MK)",
        "Damage Controlman (DC)",
      ],
      support: ["Health Services Technician (HS)", "Yeoman (YN)", "Storekeeper (SK)", "Culinary Specialist (CS)"],
    },
    recruitmentInfo:
      "Start from the Coast Guard's get-started page to be matched with a recruiter, or call 1-800-424-8883. Active-duty enlistments are generally four years, and many members attend their rating's school after first serving aboard a unit.",
    recruiterUrl: "https://www.gocoastguard.com/get-started", // entry page; the sheet found no dedicated locator
    recruiterPhone: "1-800-424-8883",
    position: 5,
  },
  {
    code: "space_force",
    name: "U.S. Space Force",
    description:
      "The Space Force organises, trains and equips Guardians to operate and defend satellites and other space systems that the whole military depends on. It is the newest and smallest service, and its enlisted careers centre on space operations, cyber and intelligence.",
    minimumAfqtScore: 36, // verified in two sources (HERO, FREE); not marked as a conflict in the sheet
    gedMinimumAfqtScore: 65, // HERO, FREE
    // Uses the Air Force MAGE composites (DAFECD covers both): General = AR + VE, Electrical = GS + AR + MK + EI.
    primarySections: ["Arithmetic Reasoning", "Word Knowledge", "Mathematics Knowledge", "General Science", "Electronics Information"],
    // The sheet has only four USSF jobs (new 5-series codes) and no security-forces, medical or admin job, so combat
    // and support stay empty. Space Systems Operations is placed under operations as the service's core mission field.
    specialtyJobs: {
      combat: [],
      technical: ["Cyber Operations (USSF) (5C0X1)", "All Source Analyst (USSF) (5I0X1)", "Cryptologic Analyst (USSF) (5I2X1)"],
      operations: ["Space Systems Operations (USSF) (5S0X1)"],
      support: [],
    },
    recruitmentInfo:
      "Begin on the Space Force how-to-join pages; enlisted applicants are processed by Air Force recruiters, and no dedicated Space Force phone line was found. Openings are few and competitive, so strong technical line scores and a flexible job list help.",
    recruiterUrl: "https://www.spaceforce.com/how-to-join",
    recruiterPhone: null,
    position: 6,
  },
];
