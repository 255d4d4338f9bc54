import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { formatDate } from '../../lib/dates';
import './info.css';

export interface LegalSection {
  /** Anchor of the section, for the contents list and for links from elsewhere. */
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  /** ISO date, yyyy-MM-dd, of the last change to the text. */
  updatedOn: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The shared shape of the privacy policy, terms and disclaimer: title, date, contents, numbered sections. */
export function LegalDocument({ title, description, updatedOn, intro, sections }: LegalDocumentProps) {
  return (
    <div className="page container">
      <PageMeta title={title} description={description} />
      <article className="legal prose">
        <header className="legal-header">
          <h1>{title}</h1>
          <p className="muted">
            Last updated: <time dateTime={updatedOn}>{formatDate(updatedOn)}</time>
          </p>
          <div className="lead">{intro}</div>
        </header>

        <nav className="legal-contents" aria-label="On this page">
          <h2 className="legal-contents-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="legal-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </div>
  );
}
