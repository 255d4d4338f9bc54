import { Link, useParams } from 'react-router-dom';
import { findCatalogueCourse, type CatalogueCourseId } from '../../catalogue/courses';
import type { CourseFee, CourseSummary } from '../../catalogue/types';
import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesOf } from '../../catalogue/useCourses';
import type { WorkFromHomeCourse } from '../../catalogue/workFromHome';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';
import { upiPaymentLink } from '../../lib/upi';
import type { EnrolmentTexts } from './enrolment.texts.en';
import { enrolmentTexts } from './enrolmentTexts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './landing.css';

type EnrollTexts = EnrolmentTexts['enroll'];

interface Enrolment {
  title: string;
  /** Absent when the fee is quoted on request. */
  fee?: CourseFee;
  /** The course's own page. */
  href: string;
}

/** The work-from-home course and the catalogue courses can be enrolled in; nothing else. */
function findEnrolment(
  id: string | undefined,
  workFromHomeCourse: WorkFromHomeCourse,
  catalogueCourses: Record<CatalogueCourseId, CourseSummary>,
): Enrolment | undefined {
  if (id === workFromHomeCourse.id) {
    return {
      title: workFromHomeCourse.title,
      fee: { price: workFromHomeCourse.price, discountedPrice: workFromHomeCourse.discountedPrice },
      href: paths.workFromHomeCourse.href(),
    };
  }
  const course = findCatalogueCourse(id, catalogueCourses);
  return course && { title: course.title, fee: course.fee, href: course.href };
}

/** /enroll/{id}: what the course costs and how to pay for it and join. */
export function EnrollPage() {
  const { id } = useParams();
  const [{ enroll: text }, words, summaries] = useTextsTogether(
    enrolmentTexts,
    courseTexts,
    courseSummaryTexts,
  );
  const { workFromHomeCourse, catalogueCourses } = coursesOf(words, summaries);
  const enrolment = findEnrolment(id, workFromHomeCourse, catalogueCourses);
  if (!enrolment) return <CourseNotFound text={text} notFound={words.notFound} />;

  const { title, fee, href } = enrolment;
  return (
    <div className="container page data-entry">
      <PageMeta title={text.title(title)} description={text.metaDescription(title)} />
      <h1>{text.title(title)}</h1>
      <p className="lead">{text.lead}</p>

      <div className="enroll-layout">
        <aside className="card enroll-fee" aria-labelledby="enroll-fee-title">
          <h2 id="enroll-fee-title">{text.feeTitle}</h2>
          {fee ? (
            <Price amount={fee.discountedPrice} originalAmount={fee.price} />
          ) : (
            <p>{text.feeOnRequest}</p>
          )}
          <Link to={href}>{text.backToCourse}</Link>
        </aside>

        <section aria-labelledby="enroll-steps-title">
          <h2 id="enroll-steps-title">{text.stepsTitle}</h2>
          {fee ? (
            <PaidSteps title={title} amount={fee.discountedPrice} text={text} />
          ) : (
            <FeeOnRequestSteps title={title} text={text} />
          )}
        </section>
      </div>
    </div>
  );
}

function PaidSteps({ title, amount, text }: { title: string; amount: number; text: EnrollTexts }) {
  const rupees = formatRupees(amount);
  const upiLink = upiPaymentLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName,
    amount,
    note: text.upiNote(title),
  });
  return (
    <ol className="enroll-steps">
      <li>
        <h3>{text.payStep(rupees)}</h3>
        <p>{text.payDetail}</p>
        <dl className="upi-details">
          <dt>{text.upiIdLabel}</dt>
          <dd>{site.upiId}</dd>
          <dt>{text.payeeLabel}</dt>
          <dd>{site.upiPayeeName}</dd>
        </dl>
        <a className="btn btn-secondary" href={upiLink}>
          {text.payInApp}
          <span className="visually-hidden"> {text.payInAppHint}</span>
        </a>
      </li>
      <li>
        <h3>{text.sendStep}</h3>
        <p>{text.sendDetail}</p>
        <WhatsAppButton message={text.paidMessage(title, rupees)}>
          {text.whatsapp}
          <span className="visually-hidden"> {text.opensInNewTab}</span>
        </WhatsAppButton>
      </li>
      <li>
        <h3>{text.confirmStep}</h3>
        <p>{text.confirmDetail}</p>
      </li>
    </ol>
  );
}

function FeeOnRequestSteps({ title, text }: { title: string; text: EnrollTexts }) {
  return (
    <ol className="enroll-steps">
      <li>
        <h3>{text.askFeeStep}</h3>
        <p>{text.askFeeDetail}</p>
        <WhatsAppButton message={text.feeMessage(title)}>
          {text.whatsapp}
          <span className="visually-hidden"> {text.opensInNewTab}</span>
        </WhatsAppButton>
      </li>
      <li>
        <h3>{text.confirmStep}</h3>
        <p>{text.confirmDetail}</p>
      </li>
    </ol>
  );
}

function CourseNotFound({ text, notFound }: { text: EnrollTexts; notFound: string }) {
  return (
    <section className="container page">
      <PageMeta title={notFound} description={text.notFoundText} />
      <h1>{notFound}</h1>
      <p className="lead">{text.notFoundText}</p>
      <Link className="btn btn-primary" to={paths.courses.href()}>
        {text.seeAllCourses}
      </Link>
    </section>
  );
}
