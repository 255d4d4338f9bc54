import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import { legalFacts, type LegalFacts } from './legalFacts';
import { Blocks, type Block } from './RichText';
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

/** A legal page's words: its title, its introduction and its sections, told the site's facts. */
export interface LegalPageTexts<Id extends string> {
  title: string;
  description: (siteName: string) => string;
  intro: string | ((siteName: string) => string);
  sections: (facts: LegalFacts) => Record<Id, LegalSectionTexts>;
}

interface LegalPageProps<Id extends string> {
  texts: LegalPageTexts<Id>;
  /** The sections' ids, in the order the page numbers them. */
  sections: readonly Id[];
  /** ISO date, yyyy-MM-dd, of the last change to the text. */
  updatedOn: string;
  /** A section that shows more than its words (the privacy policy's grievance officer). */
  bodies?: Partial<Record<Id, (words: LegalSectionTexts) => ReactNode>>;
}

/** The privacy policy, the terms or the disclaimer, from its words and the order of its sections. */
export function LegalPage<Id extends string>({
  texts,
  sections,
  updatedOn,
  bodies = {},
}: LegalPageProps<Id>) {
  const words = texts.sections(legalFacts);
  return (
    <LegalDocument
      title={texts.title}
      description={texts.description(site.name)}
      updatedOn={updatedOn}
      intro={<p>{typeof texts.intro === 'string' ? texts.intro : texts.intro(site.name)}</p>}
      sections={sections.map((id) => ({
        id,
        heading: words[id].heading,
        body: bodies[id]?.(words[id]) ?? <Blocks blocks={words[id].body} />,
      }))}
    />
  );
}
