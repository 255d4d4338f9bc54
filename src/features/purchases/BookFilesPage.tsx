import { useCallback, useState, type FormEvent } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { BOOK_FILE_URL, MAX_BOOK_FILE_URL } from '../../backend/policies/purchasePolicy';
import type { EbookFacts } from '../../catalogue/types';
import { ebooks } from '../../catalogue/ebooks';
import { Field } from '../../components/Field';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { bookFileMessages as text } from './messages';
import './payments.css';

/** The admin sets where each book's file is; only the admin and the book's owners can read the link. */
export function BookFilesPage() {
  const backend = useBackend();
  const load = useCallback(() => backend.library.listFileLinks(), [backend]);
  const links = useLoad(load, 'the book file links');

  return (
    <div className="container page">
      <PageMeta title={text.title} description={text.lead} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      {links.failed ? (
        <LoadFailed message={text.loadFailed} onRetry={links.reload} />
      ) : !links.data ? (
        <Spinner label={text.loading} />
      ) : (
        <ul className="grid book-files">
          {ebooks.map((book) => (
            <li key={book.id} className="card">
              <BookFileForm
                book={book}
                saved={links.data?.[book.id] ?? ''}
                onSaved={(url) => links.update((current) => ({ ...current, [book.id]: url }))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface BookFileFormProps {
  /** Named by its recorded title, as the admin's payment lists name it: the admin's pages are in English. */
  book: EbookFacts;
  saved: string;
  onSaved: (url: string) => void;
}

function BookFileForm({ book, saved, onSaved }: BookFileFormProps) {
  const backend = useBackend();
  const [url, setUrl] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!BOOK_FILE_URL.test(trimmed) || trimmed.length > MAX_BOOK_FILE_URL) {
      setError(text.invalidUrl);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await backend.library.setFileLink(book.id, trimmed);
      onSaved(trimmed);
      notify.success(text.saved(book.recordedTitle));
    } catch (failure) {
      console.error('Could not save the file link', failure);
      notify.error(text.saveFailed(book.recordedTitle, englishErrorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <h2>{book.recordedTitle}</h2>
      <Field id={`book-file-${book.id}`} label={text.urlLabel(book.recordedTitle)} error={error}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            placeholder={text.placeholder}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      <p className="muted">{saved ? text.current(saved) : text.none}</p>
      <button type="submit" className="btn btn-primary" disabled={busy || url.trim() === saved}>
        {busy ? text.saving : text.save}
      </button>
    </form>
  );
}
