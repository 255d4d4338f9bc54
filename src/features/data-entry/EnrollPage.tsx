import { Link, useParams } from 'react-router-dom';
import { findCatalogueCourse } from '../../catalog/courses';
import type { CourseFee } from '../../catalog/types';
import { workFromHomeCourse } from '../../catalog/workFromHome';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';
import { upiPaymentLink } from '../../lib/upi';
import { dataEntryMessages as m } from './messages';
import './data-entry.css';

const e = m.enroll;

interface Enrolment {
  title: string;
  /** Absent when the fee is quoted on request. */
  fee?: CourseFee;
  /** The course's own page. */
  href: string;
}

/** The work-from-home course and the catalogue courses can be enrolled in; nothing else. */
function findEnrolment(id: string | undefined): Enrolment | undefined {
  if (id === workFromHomeCourse.id) {
    return {
      title: workFromHomeCourse.title,
      fee: { price: workFromHomeCourse.price, discountedPrice: workFromHomeCourse.discountedPrice },
      href: paths.workFromHomeCourse.href(),
    };
  }
  const course = findCatalogueCourse(id);
  return course && { title: course.title, fee: course.fee, href: course.href };
}

/** /enroll/{id}: what the course costs and how to pay for it and join. */
export function EnrollPage() {
  const { id } = useParams();
  const enrolment = findEnrolment(id);
  if (!enrolment) return <CourseNotFound />;

  const { title, fee, href } = enrolment;
  return (
    <div className="container page data-entry">
      <PageMeta title={e.title(title)} description={e.metaDescription(title)} />
      <h1>{e.title(title)}</h1>
      <p className="lead">{e.lead}</p>

      <div className="enroll-layout">
        <aside className="card enroll-fee" aria-labelledby="enroll-fee-title">
          <h2 id="enroll-fee-title">{e.feeTitle}</h2>
          {fee ? <Price amount={fee.discountedPrice} originalAmount={fee.price} /> : <p>{e.feeOnRequest}</p>}
          <Link to={href}>{e.backToCourse}</Link>
        </aside>

        <section aria-labelledby="enroll-steps-title">
          <h2 id="enroll-steps-title">{e.stepsTitle}</h2>
          {fee ? (
            <PaidSteps title={title} amount={fee.discountedPrice} />
          ) : (
            <FeeOnRequestSteps title={title} />
          )}
        </section>
      </div>
    </div>
  );
}

function PaidSteps({ title, amount }: { title: string; amount: number }) {
  const rupees = formatRupees(amount);
  const upiLink = upiPaymentLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName,
    amount,
    note: e.upiNote(title),
  });
  return (
    <ol className="enroll-steps">
      <li>
        <h3>{e.payStep(rupees)}</h3>
        <p>{e.payDetail}</p>
        <dl className="upi-details">
          <dt>{e.upiIdLabel}</dt>
          <dd>{site.upiId}</dd>
          <dt>{e.payeeLabel}</dt>
          <dd>{site.upiPayeeName}</dd>
        </dl>
        <a className="btn btn-secondary" href={upiLink}>
          {e.payInApp}
          <span className="visually-hidden"> {e.payInAppHint}</span>
        </a>
      </li>
      <li>
        <h3>{e.sendStep}</h3>
        <p>{e.sendDetail}</p>
        <WhatsAppButton message={e.paidMessage(title, rupees)}>
          {e.whatsapp}
          <span className="visually-hidden"> {m.opensInNewTab}</span>
        </WhatsAppButton>
      </li>
      <li>
        <h3>{e.confirmStep}</h3>
        <p>{e.confirmDetail}</p>
      </li>
    </ol>
  );
}

function FeeOnRequestSteps({ title }: { title: string }) {
  return (
    <ol className="enroll-steps">
      <li>
        <h3>{e.askFeeStep}</h3>
        <p>{e.askFeeDetail}</p>
        <WhatsAppButton message={e.feeMessage(title)}>
          {e.whatsapp}
          <span className="visually-hidden"> {m.opensInNewTab}</span>
        </WhatsAppButton>
      </li>
      <li>
        <h3>{e.confirmStep}</h3>
        <p>{e.confirmDetail}</p>
      </li>
    </ol>
  );
}

function CourseNotFound() {
  return (
    <section className="container page">
      <PageMeta title={messages.courseNotFound} description={e.notFoundText} />
      <h1>{messages.courseNotFound}</h1>
      <p className="lead">{e.notFoundText}</p>
      <Link className="btn btn-primary" to={paths.courses.href()}>
        {e.seeAllCourses}
      </Link>
    </section>
  );
}
