import { useState, type FormEvent } from 'react';

type Values<Name extends string> = Record<Name, string>;
type Errors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The fields as typed, read from the form rather than kept in state: what a visitor typed into a
 * prerendered form before the script ran is there too.
 */
export function readForm<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Values<Name> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Values<Name>;
}

interface PrerenderedFormOptions<Name extends string> {
  /** The fields in the order a visitor meets them: the first one found wrong takes the focus. */
  names: readonly Name[];
  validate: (values: Values<Name>) => Errors<Name>;
  /** Sends the values; what it throws becomes the failure said above the form. */
  send: (values: Values<Name>) => Promise<void>;
  describeError: (error: unknown) => string;
}

/**
 * A form that may have been prerendered (log-in, sign-up): on submit it reads the fields, shows each
 * field's error and focuses the first, or sends and says why sending failed. After a send that
 * succeeded it stays busy: the page is on its way elsewhere.
 */
export function usePrerenderedForm<Name extends string>({
  names,
  validate,
  send,
  describeError,
}: PrerenderedFormOptions<Name>) {
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, names);
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      setFailure(describeError(error));
      setBusy(false);
    }
  };

  return { errors, failure, busy, onSubmit };
}
