import { findCategory, findSubcategory, type AdField } from '../../catalogue/ads';

/** What the poster has chosen and typed; values are keyed by field label, as the submission stores them. */
export interface AdFormState {
  category: string;
  subcategory: string;
  values: Record<string, string>;
}

export const emptyAdForm: AdFormState = { category: '', subcategory: '', values: {} };

/** The chosen ad, ready to send: every field of its subcategory, trimmed. */
export interface AdDraft {
  category: string;
  subcategory: string;
  fields: Record<string, string>;
}

/** Which control needs attention: the category or subcategory select, or a field by its position. */
export type AdFormTarget = 'category' | 'subcategory' | number;

export interface AdFormProblem {
  target: AdFormTarget;
  message: string;
}

/** A new category starts from nothing: its subcategories and fields are different ones. */
export function chooseCategory(_form: AdFormState, category: string): AdFormState {
  return { category, subcategory: '', values: {} };
}

export function chooseSubcategory(form: AdFormState, subcategory: string): AdFormState {
  return { category: form.category, subcategory, values: {} };
}

export function setFieldValue(form: AdFormState, label: string, value: string): AdFormState {
  return { ...form, values: { ...form.values, [label]: value } };
}

export function fieldsOf(form: AdFormState): readonly AdField[] {
  return findSubcategory(form.category, form.subcategory)?.fields ?? [];
}

/** What the form says of a problem, in the page's language (texts.*.ts). */
export interface AdFormMessages {
  chooseCategoryAndSubcategory: string;
  /** Given the field's stored (English) label. */
  fillIn: (label: string) => string;
}

/**
 * The first problem in reading order, as the specification words it, or the draft to send.
 * Only the first is reported: the specification names one empty field at a time.
 */
export function checkAdForm(
  form: AdFormState,
  text: AdFormMessages,
): { problem: AdFormProblem } | { draft: AdDraft } {
  const category = findCategory(form.category);
  if (!category) return { problem: { target: 'category', message: text.chooseCategoryAndSubcategory } };
  const subcategory = findSubcategory(form.category, form.subcategory);
  if (!subcategory) return { problem: { target: 'subcategory', message: text.chooseCategoryAndSubcategory } };

  const fields: Record<string, string> = {};
  for (const [index, field] of subcategory.fields.entries()) {
    const value = (form.values[field.label] ?? '').trim();
    if (!value) return { problem: { target: index, message: text.fillIn(field.label) } };
    fields[field.label] = value;
  }
  return { draft: { category: category.name, subcategory: subcategory.name, fields } };
}
