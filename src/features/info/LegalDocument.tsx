import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import type { Block } from './RichText';
import { infoTexts } from './texts';
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
  const t = useTexts(infoTexts).legal;
  return (
    <div className="page container">
      <PageMeta title={title} description={description} />
      <article className="legal prose">
        <header className="legal-header">
          <h1>{title}</h1>
          <p className="muted">
            {t.lastUpdated} <time dateTime={updatedOn}>{formatDate(updatedOn)}</time>
          </p>
          <div className="lead">{intro}</div>
        </header>

        <nav className="legal-contents" aria-label={t.onThisPage}>
          <h2 className="legal-contents-title">{t.onThisPage}</h2>
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

/** A section's words: its heading, and its paragraphs and lists (RichText.tsx). */
export interface LegalSectionTexts {
  heading: string;
  body: readonly Block[];
}
