/**
 * What a visitor chose or typed into a prerendered form before the page's script ran. Hydration
 * puts controlled fields back to the values React renders, so the choices are read off the page
 * just before it, and a page takes up the ones it understands once it has hydrated.
 */
const chosen = new Map<string, string>();

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function changedByVisitor(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return false;
  return field.value !== field.defaultValue;
}

/** Reads the fields of the prerendered page's forms that the visitor changed; call before hydrating. */
export function recordPrehydrationChoices(root: ParentNode): void {
  chosen.clear();
  for (const field of root.querySelectorAll<FormField>('form [name]')) {
    if ('value' in field && changedByVisitor(field)) chosen.set(field.name, field.value);
  }
}

/** The value the visitor gave the field `name` before hydration, once; undefined when none. */
export function takePrehydrationChoice(name: string): string | undefined {
  const value = chosen.get(name);
  chosen.delete(name);
  return value;
}
