import { Link } from 'react-router-dom';
import { courseTexts } from '../../catalogue/courseTexts/texts';
import { faqItems } from '../../catalogue/faq';
import { faqTexts } from '../../catalogue/faq.texts';
import { Accordion } from '../../components/Accordion';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { useTexts } from '../../i18n/texts';
import { RichText } from './RichText';
import { infoTexts } from './texts';
import './info.css';

/** The questions and answers, naming the courses in the page's language. */
function FaqList() {
  const items = faqItems(useTexts(faqTexts), useTexts(courseTexts)).map((faq) => ({
    title: faq.question,
    content: (
      <p>
        <RichText text={faq.answer} />
      </p>
    ),
  }));
  return <Accordion items={items} headingLevel={2} />;
}

export function FaqPage() {
  const t = useTexts(infoTexts).faq;
  return (
    <div className="page container">
      <PageMeta title={t.metaTitle} description={t.metaDescription(site.name)} />
      <header className="info-header">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
      </header>

      <div className="prose faq-list">
        <FaqList />
      </div>

      <section className="section info-cta" aria-labelledby="faq-more">
        <h2 id="faq-more">{t.stillHaveQuestion}</h2>
        <p>{t.happyToHelp}</p>
        <div className="info-actions">
          <WhatsAppButton message={t.whatsappMessage(site.name)}>{t.askOnWhatsApp}</WhatsAppButton>
          <Link className="btn btn-primary" to={paths.contact.href()}>
            {t.contactUs}
          </Link>
        </div>
      </section>
    </div>
  );
}
