import { site } from '../config/site';
import { useTexts } from '../i18n/texts';
import { commonTexts } from './texts';
import './CertificationBadge.css';

export function CertificationBadge({ compact = false }: { compact?: boolean }) {
  const t = useTexts(commonTexts);
  return (
    <span className={compact ? 'cert-badge cert-badge--compact' : 'cert-badge'}>
      <svg className="cert-badge-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5l-9-4Zm-1.5 15.5-4-4 1.41-1.41 2.59 2.58 6.09-6.08L18 9l-7.5 7.5Z"
        />
      </svg>
      <span>
        {site.certification} <span className={compact ? 'visually-hidden' : undefined}>{t.certified}</span>
      </span>
    </span>
  );
}
