import { CARD_LABELS } from '../../backend/words/adCardLabels';
import { MAX_CARD_TEXT } from '../../backend/limits';
import { optionLists, type AdField } from '../../catalogue/ads';
import type { AdFieldTexts } from '../../catalogue/adFields/texts.en';
import type { AdNameTexts } from '../../catalogue/adNames/texts.en';
import type { ControlProps } from '../../components/Field';
import { shownLabel } from './shown';
import { shownOption } from './shownOption';
import type { AdTexts } from './texts.en';

// Well inside the backend's limits for one value, so a long paste cannot make the save fail; what
// an ad's card on /ads shows (its title and place) is held to the listing's shorter limit.
const MAX_TEXT = 200;
const MAX_DESCRIPTION = 2000;
const MAX_PHONE = 20;

export interface AdFieldControlProps {
  field: AdField;
  words: { text: AdTexts; names: AdNameTexts; fields: AdFieldTexts };
  /** The example shown in an empty field, in the page's language. */
  placeholder: string | undefined;
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
}

/** One field of the ad form, drawn from its description in the catalogue. */
export function AdFieldControl({ field, words, placeholder, control, value, onChange }: AdFieldControlProps) {
  switch (field.kind) {
    case 'select':
      return (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{words.text.optionPlaceholder(shownLabel(words.fields, field.label))}</option>
          {optionLists[field.options].options.map((option) => (
            <option key={option} value={option}>
              {shownOption(words.names, option, words.fields)}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...control}
          rows={4}
          maxLength={MAX_DESCRIPTION}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'tel':
      return (
        <input
          {...control}
          type="tel"
          autoComplete="tel"
          maxLength={MAX_PHONE}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'text':
      return (
        <input
          {...control}
          type="text"
          maxLength={CARD_LABELS.includes(field.label) ? MAX_CARD_TEXT : MAX_TEXT}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
