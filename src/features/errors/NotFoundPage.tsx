import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { NOT_FOUND_REDIRECT_SECONDS } from '../../config/constants';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import './NotFoundPage.css';
import { useGoBack } from '../../components/useGoBack';

export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
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
      <PageMeta title="Page not found" description="The page you asked for does not exist." />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{messages.notFoundTitle}</h1>
      <p className="lead">The page you are looking for does not exist or has moved.</p>
      <p>
        Taking you to the homepage in{' '}
        <strong className="not-found-countdown">
          {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
        </strong>
        .
      </p>
      <div className="card-actions not-found-actions">
        <button type="button" className="btn btn-primary" onClick={() => navigate(paths.home.href())}>
          {messages.goToHomepage}
        </button>
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          {messages.goBack}
        </button>
      </div>
    </section>
  );
}
