import { PageMeta } from '../../components/PageMeta';
import { useToday } from '../../lib/useToday';
import { EarningsExport } from './EarningsExport';
import { exportMessages as text } from './messages';
import { PaymentsExport } from './PaymentsExport';
import { PayoutsExport } from './PayoutsExport';
import './exports.css';

/** The admin downloads CSV files of earnings and eBook payments for the accounts. */
export function ExportsPage() {
  // Renewed at midnight, so a page left open moves its defaults and limits to the new day.
  const today = useToday();
  return (
    <div className="container page">
      <PageMeta title={text.title} description={text.lead} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <div className="grid exports">
        <EarningsExport today={today} />
        <PaymentsExport today={today} />
        <PayoutsExport today={today} />
      </div>
    </div>
  );
}
