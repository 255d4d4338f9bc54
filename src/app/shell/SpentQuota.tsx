import { quotaReset } from '../../backend/quota';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { shellTexts } from './texts';

/** That the site has reached today's limit, and when it works again, in India's time. */
export function SpentQuota() {
  const label = useTexts(shellTexts).quotaLabel;
  const words = useTexts(errorTexts);
  return (
    <aside className="quota-notice" aria-label={label}>
      <p role="alert">{words.quotaExceeded(quotaReset(new Date()))}</p>
    </aside>
  );
}
