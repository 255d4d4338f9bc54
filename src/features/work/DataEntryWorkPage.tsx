import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useToday } from '../../lib/useToday';
import { useSession, useSignedInUser } from '../../session/session';
import { useTexts } from '../../i18n/texts';
import { workTexts } from './texts';
import { PayStatement } from './PayStatement';
import './work.css';

/**
 * /userwoDataEntryworksforms: what the work is and pays, the way to the form, and the worker's own
 * counts and earnings, the same numbers the admin sees on the dashboard.
 */
export function DataEntryWorkPage() {
  const { isAdmin } = useSession();
  const text = useTexts(workTexts).work;

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>

      <div className="work-facts">
        <section className="card" aria-labelledby="work-how">
          <h2 id="work-how">{text.howTitle}</h2>
          <ol>
            {text.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="work-limit">
          <h2 id="work-limit">{text.limitTitle}</h2>
          <p>{text.limitText}</p>
          <h2>{text.payTitle}</h2>
          <p>{text.payText}</p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.dataEntryForm.href()}>
              {text.openForm}
            </Link>
          </div>
        </section>
      </div>

      <section className="section" aria-labelledby="work-earnings">
        <h2 id="work-earnings">{text.yourEarningsTitle}</h2>
        {isAdmin ? <AdminNote /> : <MyEarnings />}
      </section>
    </div>
  );
}

function AdminNote() {
  const text = useTexts(workTexts).work;
  return (
    <EmptyState>
      <p>{text.adminNote}</p>
      <Link className="btn btn-secondary" to={paths.earningsDashboard.href()}>
        {text.toDashboard}
      </Link>
    </EmptyState>
  );
}

/** The worker's own figures and statement, with the way to the printable page of it. */
function MyEarnings() {
  const { uid } = useSignedInUser();
  const { profile } = useSession();
  const today = useToday();
  const text = useTexts(workTexts).work;
  return (
    <>
      <p>
        <Link to={paths.myEarnings.href()}>{text.toStatement}</Link>
      </p>
      <PayStatement
        uid={uid}
        today={today}
        since={profile.status === 'ready' ? profile.profile.createdAt : null}
        headingLevel={3}
      />
    </>
  );
}
