import { useState } from 'react';
import { bookTexts } from './book.texts';
import { useTexts } from '../../i18n/texts';
import { useBackend } from '../../session/session';
import { notify } from '../../lib/notify';

/**
 * Opens the file of a book the buyer owns, at the admin's link; says so when there is none yet.
 * `opening` is the book whose link is being read, so its button can say so and no second starts.
 */
export function useBookDownload(): { opening: string | null; download: (bookId: string) => Promise<void> } {
  const text = useTexts(bookTexts);
  const backend = useBackend();
  const [opening, setOpening] = useState<string | null>(null);

  const download = async (bookId: string) => {
    if (opening) return;
    setOpening(bookId);
    try {
      const url = await backend.library.fileLink(bookId);
      if (!url) {
        notify.error(text.downloadUnavailable);
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      // A file elsewhere (a drive, Storage) ignores `download`: it opens beside the page instead.
      if (new URL(url, window.location.href).origin !== window.location.origin) {
        link.target = '_blank';
        link.rel = 'noreferrer';
      }
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.error('Could not open the download', error);
      notify.error(text.downloadFailed);
    } finally {
      setOpening(null);
    }
  };

  return { opening, download };
}
