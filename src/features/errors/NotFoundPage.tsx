import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { standInTexts } from '../../components/standIn.texts';
import { commonTexts } from '../../components/texts';
import { useGoBack } from '../../components/useGoBack';
import { NOT_FOUND_REDIRECT_SECONDS } from '../../config/constants';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import './NotFoundPage.css';

export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const common = useTexts(commonTexts);
  const t = useTexts(standInTexts).notFound;
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) navigate(paths.home.href(), { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <section className="container page not-found">
      <PageMeta title={t.metaTitle} description={t.metaDescription} />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{common.page.notFoundTitle}</h1>
      <p className="lead">{t.lead}</p>
      <p>
        {t.redirectBefore} <strong className="not-found-countdown">{t.seconds(secondsLeft)}</strong>
        {t.redirectAfter}
      </p>
      <div className="card-actions not-found-actions">
        <button type="button" className="btn btn-primary" onClick={() => navigate(paths.home.href())}>
          {common.page.goToHomepage}
        </button>
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          {common.page.goBack}
        </button>
      </div>
    </section>
  );
}
