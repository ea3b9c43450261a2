/**
 * How much longer than on a quiet machine a check may wait in CI: there three browsers, the server (whose embedded
 * database runs in its own event loop) and the other lanes' leftovers share two cores, and on a slow host a screen can
 * take several times as long to appear (2026-11-28: the same commit that passed in the morning timed out in the
 * afternoon). Every time budget is multiplied by it (playwright.config.ts, fixtures.ts); what is checked is unchanged.
 */
export const SLOW_FACTOR = process.env.CI ? Number(process.env.E2E_SLOW_FACTOR ?? 2) : 1;
