import { Link } from 'react-router-dom';
import { faqs } from '../../catalogue/faq';
import { Accordion } from '../../components/Accordion';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import './info.css';

const items = faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }));

export function FaqPage() {
  return (
    <div className="page container">
      <PageMeta
        title="Frequently asked questions"
        description={`Answers about ${site.name} courses, certificates, UPI payments and UTR numbers, eBook delivery, work-from-home earnings and refunds.`}
      />
      <header className="info-header">
        <h1>Frequently asked questions</h1>
        <p className="lead">
          Quick answers about our courses, paying by UPI, eBook delivery and the work-from-home programme.
          Select a question to see its answer.
        </p>
      </header>

      <div className="prose faq-list">
        <Accordion items={items} headingLevel={2} />
      </div>

      <section className="section info-cta" aria-labelledby="faq-more">
        <h2 id="faq-more">Still have a question?</h2>
        <p>We are happy to help: ask us on WhatsApp or send us a message.</p>
        <div className="info-actions">
          <WhatsAppButton message={`Hello ${site.name}, I have a question that is not answered in your FAQ.`}>
            Ask on WhatsApp
          </WhatsAppButton>
          <Link className="btn btn-primary" to={paths.contact.href()}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
