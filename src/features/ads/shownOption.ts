import { bandOf } from '../../catalogue/adOptions';
import type { AdFieldTexts } from '../../catalogue/adFields/texts.en';
import type { AdNameTexts } from '../../catalogue/adNames/texts.en';
import { formatRupees } from '../../lib/money';

// Apart from ./shown.ts: only an ad's own page, its card and the form show options, so the listing's
// filters do not download the option lists.

/** A chosen option (a band, a state, a colour…); without the forms' words, bands and states only. */
export function shownOption(names: AdNameTexts, value: string, fields?: AdFieldTexts): string {
  const band = bandOf(value);
  if (band) {
    const { min, max } = band.band;
    const words = names.bands;
    const label =
      max === undefined
        ? words.above(formatRupees(min - 1))
        : min === 0
          ? words.upTo(formatRupees(max))
          : words.between(formatRupees(min), formatRupees(max));
    return band.monthly ? words.monthly(label) : label;
  }
  return names.states[value] ?? fields?.options[value] ?? value;
}
