import { Link } from 'react-router-dom';
import { courseTexts } from '../catalogue/courseTexts/texts';
import type { CourseSummary } from '../catalogue/types';
import { useTexts } from '../i18n/texts';
import { accentStyle } from '../lib/accent';
import { Price } from './Price';
import './CourseCard.css';

interface CourseCardProps {
  course: CourseSummary;
  /** 2 on a page that lists courses directly under its h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

export function CourseCard({ course, headingLevel = 2 }: CourseCardProps) {
  const t = useTexts(courseTexts).card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card course-card" style={accentStyle(course.colour)}>
      <span className="tag">{t.duration(course.durationDays)}</span>
      <Heading className="course-card-title">{course.title}</Heading>
      <p className="muted">{course.summary}</p>
      {course.fee ? (
        <Price amount={course.fee.discountedPrice} originalAmount={course.fee.price} />
      ) : (
        <p className="course-card-on-request">{t.feesOnRequest}</p>
      )}
      <div className="card-actions">
        <Link className="btn btn-primary" to={course.href}>
          {t.viewCourse}
          <span className="visually-hidden">: {course.title}</span>
        </Link>
      </div>
    </article>
  );
}
