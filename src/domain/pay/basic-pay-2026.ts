/**
 * 2026 monthly basic pay (all services, effective 1 January 2026, the 3.8% raise), in US dollars per month.
 * Re-keyed from the team's pay reference (`shared/reference/military-pay-2026.md` §1, checked there against two
 * secondary copies of the DFAS table). Columns are years of service: "2 or less", then "over N" for each N in
 * `YEARS_COLUMNS`; null = the grade is not normally held that early. The columns past 20 years are kept so the
 * table stays whole, though the simulator's slider stops at 20.
 */
export const PAY_TABLE_YEAR = 2026;

/** The lower bound of each column: column i applies from `YEARS_COLUMNS[i]` completed years of service. */
export const YEARS_COLUMNS = [0, 2, 3, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40] as const;

type Row = readonly (number | null)[];

/** A flat row: one rate at every length of service (E-1, E-2). */
const flat = (rate: number): Row => YEARS_COLUMNS.map(() => rate);
/** The first cells as listed, then the last one repeated to the end of the table (the pay plateau). */
const plateau = (...cells: (number | null)[]): Row =>
  YEARS_COLUMNS.map((_, i) => (i < cells.length ? (cells[i] ?? null) : (cells[cells.length - 1] ?? null)));
const none = (count: number): null[] => Array.from({ length: count }, () => null);

export const BASIC_PAY_2026 = {
  "E-1": flat(2407.2),
  "E-2": flat(2697.9),
  "E-3": plateau(2836.8, 3015.0, 3198.0),
  "E-4": plateau(3142.2, 3303.0, 3482.4, 3658.5, 3815.4),
  "E-5": plateau(3342.9, 3598.2, 3775.8, 3946.8, 4110.0, 4299.9, 4395.3, 4421.7),
  "E-6": plateau(3401.1, 3743.1, 3908.1, 4068.9, 4235.7, 4612.8, 4759.5, 5043.3, 5130.3, 5193.6, 5267.7),
  "E-7": plateau(3932.1, 4291.5, 4456.2, 4673.1, 4843.8, 5135.7, 5300.4, 5591.7, 5835.0, 6000.9, 6177.3, 6245.7, 6475.2, 6598.2, 7067.4),
  "E-8": plateau(...none(5), 5656.5, 5907.0, 6061.8, 6247.2, 6448.2, 6811.2, 6995.4, 7308.3, 7481.7, 7908.9, 7908.9, 8067.3),
  "E-9": plateau(
    ...none(6),
    6910.2,
    7066.5,
    7263.6,
    7496.1,
    7730.7,
    8105.1,
    8423.1,
    8756.7,
    9267.9,
    9267.9,
    9730.2,
    9730.2,
    10217.4,
    10217.4,
    10729.2,
  ),
  "W-1": plateau(4056.6, 4493.7, 4611.0, 4859.1, 5152.2, 5584.2, 5786.1, 6069.3, 6346.5, 6564.9, 6766.2, 7010.1),
  "W-2": plateau(4621.8, 5058.9, 5193.3, 5286.0, 5585.4, 6051.0, 6282.6, 6509.4, 6787.5, 7005.0, 7201.5, 7437.0, 7591.5, 7714.2),
  "W-3": plateau(5223.3, 5440.5, 5664.3, 5736.9, 5970.9, 6431.1, 6910.5, 7136.4, 7397.7, 7665.9, 8150.4, 8476.5, 8671.8, 8879.7, 9162.6),
  "W-4": plateau(
    5719.8,
    6152.1,
    6328.5,
    6502.2,
    6801.9,
    7098.0,
    7398.0,
    7848.3,
    8243.7,
    8619.9,
    8928.6,
    9228.9,
    9669.6,
    10032.0,
    10445.4,
    10445.4,
    10653.6,
  ),
  "W-5": plateau(...none(11), 10169.7, 10685.7, 11070.3, 11495.1, 11495.1, 12070.8, 12070.8, 12673.5, 12673.5, 13308.3),
  "O-1": plateau(4150.2, 4320.0, 5222.4),
  "O-2": plateau(4782.0, 5446.2, 6272.4, 6484.5, 6617.7),
  "O-3": plateau(5534.1, 6273.9, 6770.4, 7382.7, 7737.0, 8125.5, 8375.7, 8788.2, 9004.2),
  "O-4": plateau(6294.6, 7286.4, 7773.6, 7881.0, 8332.2, 8816.4, 9420.0, 9888.3, 10214.4, 10401.6, 10509.9),
  "O-5": plateau(7295.4, 8218.2, 8787.0, 8894.1, 9249.6, 9461.4, 9928.5, 10271.7, 10715.1, 11391.3, 11713.8, 12032.7, 12394.8),
  "O-6": plateau(
    8751.3,
    9613.8,
    10245.0,
    10245.0,
    10284.3,
    10725.0,
    10783.5,
    10783.5,
    11396.4,
    12479.7,
    13115.4,
    13751.1,
    14112.9,
    14479.2,
    15188.7,
    15188.7,
    15408.3,
  ),
  "O-7": plateau(
    11540.1,
    12076.2,
    12324.3,
    12522.0,
    12878.7,
    13231.8,
    13639.2,
    14045.7,
    14454.3,
    15735.3,
    16817.7,
    16817.7,
    16817.7,
    16817.7,
    16904.4,
    16904.4,
    17242.2,
  ),
  // O-8 from 22 years and O-9/O-10 are held at the general/flag-officer pay cap (the reference's reading of 18,999.90).
  "O-8": plateau(13888.5, 14343.9, 14645.4, 14729.4, 15106.5, 15735.3, 15882.0, 16479.6, 16651.8, 17166.6, 17911.8, 18598.2, 18999.9),
  "O-9": plateau(...none(11), 18999.9),
  "O-10": plateau(...none(11), 18999.9),
  "O-1E": plateau(...none(3), 5222.4, 5576.7, 5783.1, 5993.7, 6200.7, 6484.5),
  "O-2E": plateau(...none(3), 6484.5, 6617.7, 6828.0, 7183.8, 7458.9, 7663.5),
  "O-3E": plateau(...none(3), 7382.7, 7737.0, 8125.5, 8375.7, 8788.2, 9137.1, 9336.9, 9609.6),
} as const satisfies Record<string, Row>;
