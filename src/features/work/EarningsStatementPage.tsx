import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { useToday } from '../../lib/useToday';
import { useSession, useSignedInUser } from '../../session/session';
import { workWords } from '../../catalogue/workWords';
import { useTexts } from '../../i18n/texts';
import { workTexts } from './texts';
import { PayStatement } from './PayStatement';
import './work.css';
import './statement.css';

/**
 * /my-earnings: a signed-in person's statement of earnings and payouts, month by month, ready to
 * print. Open to anyone signed in, approved or not, so a revoked worker still sees what they are owed.
 */
export function EarningsStatementPage() {
  const { isAdmin, profile } = useSession();
  const { uid } = useSignedInUser();
  const today = useToday();
  const { statement: text, work: workText } = useTexts(workTexts);
  const ready = profile.status === 'ready' ? profile.profile : null;
  const name = ready ? workWords.fullName(ready) : '';

  return (
    <div className="container page data-entry statement">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <div className="statement-heading">
        {name && <p className="statement-name">{text.statementFor(name)}</p>}
        <p className="muted">{text.printedOn(formatDate(today))}</p>
        {!isAdmin && (
          <button type="button" className="btn btn-secondary statement-print" onClick={() => window.print()}>
            {text.print}
          </button>
        )}
      </div>
      {isAdmin ? (
        <EmptyState>
          <p>{workText.adminNote}</p>
          <Link className="btn btn-secondary" to={paths.earningsDashboard.href()}>
            {workText.toDashboard}
          </Link>
        </EmptyState>
      ) : (
        <PayStatement uid={uid} today={today} since={ready?.createdAt ?? null} />
      )}
    </div>
  );
}
