import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { expiryOf, isListedAt } from '../../backend/documents/publicAds';
import type { Submission } from '../../backend/types';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/mailto';
import { reviewMessages as text } from './reviewMessages';
import { adTitle } from './adTitle';
import { Moderation } from './Moderation';
import { fieldsInFormOrder } from './submissions';

/** The date for machines, when it is a real one: an unreadable stored date must not break the list. */
const machineDate = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;

export function SubmissionCard({
  submission,
  note,
  onChange,
}: {
  submission: Submission;
  /** What the card is shown for, above the ad (how often it was reported). */
  note?: ReactNode;
  onChange: () => void;
}) {
  const titleId = useId();
  return (
    <article className="card ad-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-submission-title">
        {submission.subcategory}{' '}
        <span className="ad-submission-category">{text.inCategory(submission.category)}</span>
      </h2>
      {note}
      <p className="ad-submission-by">
        {text.postedBy} <strong>{submission.userName}</strong> (
        <a href={mailtoHref(submission.email)}>{submission.email}</a>) {text.postedOn}{' '}
        <time dateTime={machineDate(submission.timestamp)}>{formatDateTime(submission.timestamp)}</time>
      </p>
      <dl className="ad-submission-fields">
        {fieldsInFormOrder(submission).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {submission.status === 'published' && submission.publishedAt && (
        <p className="ad-submission-state">
          {text.publishedOn} {formatDate(submission.publishedAt)},{' '}
          {isListedAt(submission.publishedAt, new Date()) ? text.expiresOn : text.expiredOn}{' '}
          {formatDate(expiryOf(submission.publishedAt))}.{' '}
          <Link to={paths.ad.href(submission.id)}>{text.viewPublic}</Link>
        </p>
      )}
      {(submission.status === 'rejected' || submission.status === 'taken-down') && (
        <p className="ad-submission-state">
          {submission.status === 'rejected' ? text.rejectedBecause : text.takenDownBecause}{' '}
          {submission.reason}
        </p>
      )}
      {(submission.status === 'waiting' || submission.status === 'published') && (
        <Moderation
          id={submission.id}
          named={text.adNamed(adTitle(submission), submission.userName)}
          published={submission.status === 'published'}
          onChange={onChange}
        />
      )}
    </article>
  );
}
