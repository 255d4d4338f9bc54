import type * as AdCardModule from './AdCard';

/*
 * The cards' code (titles, dates, option words) is fetched beside the first page of ads, not with
 * /ads itself: nothing of it is shown before the ads arrive.
 */
let cards: typeof AdCardModule | undefined;

export const loadAdCards = async () => (cards ??= await import('./AdCard'));

/** The cards' code, once loadAdCards has brought it. */
export const loadedAdCards = () => cards;
