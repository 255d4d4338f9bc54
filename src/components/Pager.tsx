import { useTexts } from '../i18n/texts';
import type { Pages } from '../session/usePages';
import { commonTexts } from './texts';
import './Pager.css';

interface PagerProps {
  /** Names the list, for screen readers: 'Pages of payments'. */
  label: string;
  /** The list being paged, as usePages reads it. */
  pages: Pick<Pages<unknown>, 'pageNumber' | 'hasPrevious' | 'hasNext' | 'busy' | 'previous' | 'next'>;
  /** The buttons' words where the list's order gives them better ones ('Newer ads', 'Older ads'). */
  words?: { previous: string; next: string };
}

/** Previous and next for a list read a page at a time; hidden while there is only one page. */
export function Pager({ label, pages, words }: PagerProps) {
  const messages = useTexts(commonTexts).page;
  const { pageNumber, hasPrevious, hasNext, busy, previous: onPrevious, next: onNext } = pages;
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!hasPrevious || busy}
        onClick={onPrevious}
      >
        {words?.previous ?? messages.previousPage}
      </button>
      <span className="pager-page" aria-live="polite">
        {messages.pageNumber(pageNumber)}
      </span>
      <button type="button" className="btn btn-secondary" disabled={!hasNext || busy} onClick={onNext}>
        {words?.next ?? messages.nextPage}
      </button>
    </nav>
  );
}
