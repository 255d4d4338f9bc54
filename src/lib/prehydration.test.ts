import { describe, expect, it } from 'vitest';
import { recordPrehydrationChoices, takePrehydrationChoice } from './prehydration';

function prerenderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <form>
      <select name="category"><option value="">Any</option><option value="Vehicles">Vehicles</option></select>
      <select name="subcategory"><option value="">Any</option><option value="Cars">Cars</option></select>
      <input name="q" type="search" value="">
      <input name="email" value="prefilled">
    </form>`;
  return root;
}

describe('choices made before the page hydrated', () => {
  it('keeps what the visitor changed, once, and nothing they left alone', () => {
    const root = prerenderedForm();
    root.querySelector<HTMLSelectElement>('[name="category"]')!.value = 'Vehicles';
    root.querySelector<HTMLInputElement>('[name="q"]')!.value = 'swift diesel';

    recordPrehydrationChoices(root);

    expect(takePrehydrationChoice('category')).toBe('Vehicles');
    expect(takePrehydrationChoice('category')).toBeUndefined();
    expect(takePrehydrationChoice('q')).toBe('swift diesel');
    expect(takePrehydrationChoice('subcategory')).toBeUndefined();
    expect(takePrehydrationChoice('email')).toBeUndefined();
  });
});
