import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adCategories, findCategory, findSubcategory } from '../../catalogue/ads';
import { Field } from '../../components/Field';
import {
  checkAdForm,
  chooseCategory,
  chooseSubcategory,
  emptyAdForm,
  setFieldValue,
  type AdDraft,
  type AdFormProblem,
  type AdFormTarget,
} from './adFormState';
import { adFieldTexts } from '../../catalogue/adFields/texts';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { adPlaceholderTexts } from '../../catalogue/adPlaceholders/texts';
import { useTexts } from '../../i18n/texts';
import { AdFieldControl } from './AdFieldControl';
import { shownCategory, shownLabel, shownPlaceholder, shownSubcategory } from './shown';
import { adTexts } from './texts';

/** Sends the ad; resolves to null once it is saved, or to the message to show when it was not. */
export type SendAd = (draft: AdDraft) => Promise<string | null>;

/**
 * One form for every kind of ad: the category and subcategory choose a field list from the
 * catalogue, and each field is drawn from its description.
 */
export function AdForm({ send }: { send: SendAd }) {
  const text = useTexts(adTexts);
  const names = useTexts(adNameTexts);
  const fieldWords = useTexts(adFieldTexts);
  const placeholders = useTexts(adPlaceholderTexts);
  const label = (stored: string) => shownLabel(fieldWords, stored);
  const [form, setForm] = useState(emptyAdForm);
  const [problem, setProblem] = useState<AdFormProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // State updates land after the click; the ref stops a second click in the same moment.
  const sending = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const idPrefix = useId();

  const ids = {
    category: `${idPrefix}category`,
    subcategory: `${idPrefix}subcategory`,
    field: (index: number) => `${idPrefix}field-${index}`,
    submit: `${idPrefix}submit`,
  };
  const idOf = (target: AdFormTarget) => (typeof target === 'number' ? ids.field(target) : ids[target]);

  // Focus moves after React has drawn the controls it points at (a re-enabled button, a reset form).
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const category = findCategory(form.category);
  const subcategory = findSubcategory(form.category, form.subcategory);

  const errorFor = (target: AdFormTarget) => (problem?.target === target ? problem.message : undefined);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const checked = checkAdForm(form, {
      chooseCategoryAndSubcategory: text.chooseCategoryAndSubcategory,
      fillIn: (stored) => text.fillIn(label(stored)),
    });
    if ('problem' in checked) {
      setProblem(checked.problem);
      // Focus lands on the control to fix, so its message is read out with its label.
      setFocusRequest({ id: idOf(checked.problem.target) });
      return;
    }
    setProblem(null);
    sending.current = true;
    setSaving(true);
    try {
      const outcome = await send(checked.draft);
      if (outcome === null) {
        setForm(emptyAdForm);
        setFocusRequest({ id: ids.category });
      } else {
        // Nothing typed is lost: the poster fixes what the message says and sends again.
        setFailure(outcome);
        setFocusRequest({ id: ids.submit });
      }
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <form className="card ad-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="ad-choice">
        <Field id={ids.category} label={text.categoryLabel} error={errorFor('category')}>
          {(control) => (
            <select
              {...control}
              value={form.category}
              onChange={(event) => {
                setForm(chooseCategory(form, event.target.value));
                setProblem(null);
              }}
            >
              <option value="">{text.categoryPlaceholder}</option>
              {adCategories.map(({ name }) => (
                <option key={name} value={name}>
                  {shownCategory(names, name)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field id={ids.subcategory} label={text.subcategoryLabel} error={errorFor('subcategory')}>
          {(control) => (
            <select
              {...control}
              aria-describedby={
                control['aria-describedby'] ?? (category ? undefined : `${ids.subcategory}-hint`)
              }
              value={form.subcategory}
              disabled={!category}
              onChange={(event) => {
                setForm(chooseSubcategory(form, event.target.value));
                setProblem(null);
              }}
            >
              <option value="">{text.subcategoryPlaceholder}</option>
              {category?.subcategories.map(({ name }) => (
                <option key={name} value={name}>
                  {shownSubcategory(names, name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!category && (
          <p id={`${ids.subcategory}-hint`} className="muted ad-hint">
            {text.subcategoryHint}
          </p>
        )}
      </div>

      {subcategory && (
        <fieldset className="ad-fields">
          <legend>{text.detailsLegend(shownSubcategory(names, subcategory.name))}</legend>
          <p className="muted ad-hint">{text.allRequired}</p>
          <div className="ad-fields-grid">
            {subcategory.fields.map((field, index) => (
              <div
                key={field.label}
                className={field.kind === 'textarea' ? 'ad-field ad-field--wide' : 'ad-field'}
              >
                <Field id={ids.field(index)} label={label(field.label)} error={errorFor(index)}>
                  {(control) => (
                    <AdFieldControl
                      field={field}
                      words={{ text, names, fields: fieldWords }}
                      placeholder={shownPlaceholder(placeholders, subcategory.name, field.label)}
                      control={control}
                      value={form.values[field.label] ?? ''}
                      onChange={(value) => {
                        setForm((current) => setFieldValue(current, field.label, value));
                        if (problem?.target === index) setProblem(null);
                      }}
                    />
                  )}
                </Field>
              </div>
            ))}
          </div>
        </fieldset>
      )}

      <div className="ad-actions">
        <button id={ids.submit} type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? text.submitting : text.submit}
        </button>
      </div>
      <div role="alert" className="ad-failure">
        {failure && <p className="form-error">{failure}</p>}
      </div>
    </form>
  );
}
