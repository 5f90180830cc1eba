/**
 * A metagame share's largest value. Shares are weights, normalised where used (percentages, counts or fractions all
 * fit); the bound keeps one share of 1e308 from drowning every other in the deck choice's arithmetic.
 */
export const SHARE_MAX = 1_000_000;
