import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { paymentMessages as text } from './messages';
import './payments.css';

export function ConfirmationPage() {
  const { transactionId = '' } = useParams();
  return (
    <section className="container page confirmation" aria-labelledby="confirmation-title">
      <PageMeta title={text.confirmedTitle} description={text.confirmedNote} />
      <span className="confirmation-icon" aria-hidden="true">
        ✓
      </span>
      <h1 id="confirmation-title">{text.confirmedTitle}</h1>
      <p>
        {text.confirmedTransaction}: <strong className="confirmation-transaction">{transactionId}</strong>
      </p>
      <p className="lead">{text.confirmedNote}</p>
      <p className="muted">{text.confirmedPending}</p>
      <div className="card-actions">
        <Link className="btn btn-primary" to={paths.library.href()}>
          {text.goLibrary}
        </Link>
        <Link className="btn btn-secondary" to={paths.home.href()}>
          {text.goHome}
        </Link>
      </div>
    </section>
  );
}
