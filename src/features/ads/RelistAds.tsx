import { useState } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { reviewMessages as text } from './reviewMessages';

/**
 * On the admin's published ads: puts the cards of ads published before the listing came in on it
 * (submissions.relist), so the Ads page shows them too. Running it again adds nothing.
 */
export function RelistAds() {
  const backend = useBackend();
  const [working, setWorking] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const relist = async () => {
    setWorking(true);
    setDone(null);
    try {
      setDone(text.relisted(await backend.submissions.relist()));
    } catch (error) {
      console.error('Could not add the published ads to the listing', error);
      notify.error(`${text.relistFailed} ${englishErrorMessage(error)}`);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="ad-relist">
      <p className="muted">{text.relistLead}</p>
      <button type="button" className="btn btn-secondary" disabled={working} onClick={relist}>
        {working ? text.relisting : text.relist}
      </button>
      {done && <p role="status">{done}</p>}
    </section>
  );
}
