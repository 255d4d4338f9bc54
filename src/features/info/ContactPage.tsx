import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useCourseNames } from '../../catalogue/useCourses';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { WhatsAppLink } from '../../components/WhatsAppButton';
import { emailHref, phoneHref, site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { whatsappLink } from '../../components/whatsapp';
import {
  composeContactMessage,
  contactMailtoLink,
  emptyContactForm,
  validateContactForm,
  type ContactErrors,
  type ContactForm,
} from './contactForm';
import { RichText } from './RichText';
import { contactTexts } from './contact.texts';
import type { ContactTexts } from './contact.texts.en';
import './info.css';

type Channel = 'whatsapp' | 'email';

/** What we opened, so the visitor has a way through if a pop-up blocker or a missing mail app got in the way. */
type Sent = { channel: Channel; href: string } | null;

const fieldOrder: (keyof ContactForm)[] = ['name', 'contact', 'subject', 'message'];

export function ContactPage() {
  const texts = useTexts(contactTexts);
  const { allCourses, workFromHomeCourse } = useCourseNames();
  const courseSubjects = [...allCourses.map((course) => course.title), workFromHomeCourse.title];
  return <ContactView texts={texts} courseSubjects={courseSubjects} />;
}

/**
 * The page once its words have arrived: the form's state lives here, not beside the wait for the
 * words, which would start the state again when they arrive.
 */
function ContactView({ texts, courseSubjects }: { texts: ContactTexts; courseSubjects: string[] }) {
  const t = texts.contact;
  const subjects = [t.generalEnquiry, ...courseSubjects, ...t.otherSubjects];
  const validate = (next: ContactForm) => validateContactForm(next, texts.contactErrors);
  const [form, setForm] = useState<ContactForm>({ ...emptyContactForm, subject: t.generalEnquiry });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update =
    (field: keyof ContactForm) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...form, [field]: event.target.value };
      setForm(next);
      // After a failed send, messages clear as soon as the field is fixed.
      if (attempted) setErrors(validate(next));
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(form);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      setSent(null);
      // Focus lands on the first field to fix, so its message is read out with its label.
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }

    // Enter in a text field submits through the first button, WhatsApp.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const channel: Channel = submitter?.value === 'email' ? 'email' : 'whatsapp';
    if (channel === 'whatsapp') {
      const href = whatsappLink(composeContactMessage(form, texts.contactMessage));
      window.open(href, '_blank', 'noopener,noreferrer');
      setSent({ channel, href });
    } else {
      const href = contactMailtoLink(form, texts.contactMessage);
      // '_self' hands the link to the mail app and leaves this page (and what was typed) in place.
      window.open(href, '_self');
      setSent({ channel, href });
    }
  };

  return (
    <div className="page container">
      <PageMeta title={t.metaTitle} description={t.metaDescription(site.name)} />
      <header className="info-header">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
      </header>

      <div className="contact-layout">
        <section className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t.reachUs}</h2>
          <dl className="contact-list">
            <div>
              <dt>{t.phone}</dt>
              <dd>
                <a href={phoneHref}>{site.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t.whatsapp}</dt>
              <dd>
                <WhatsAppLink>{t.chatWithUs}</WhatsAppLink>
              </dd>
            </div>
            <div>
              <dt>{t.email}</dt>
              <dd>
                <a href={emailHref}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t.address}</dt>
              <dd>
                {/* The address is written as the post office writes it, in English on either page. */}
                <address className="contact-address" lang="en">
                  {site.address}
                </address>
              </dd>
            </div>
          </dl>
          <h3 className="contact-social-title">{t.followUs}</h3>
          <ul className="contact-social">
            <li>
              <a href={site.social.facebook} target="_blank" rel="noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} target="_blank" rel="noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href={site.social.linkedin} target="_blank" rel="noreferrer">
                LinkedIn
              </a>
            </li>
          </ul>
        </section>

        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.formTitle}</h2>
          <p className="muted">{t.formNote}</p>
          <form ref={formRef} className="contact-form" noValidate onSubmit={handleSubmit}>
            <Field id="contact-name" label={t.name} error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  name="name"
                  autoComplete="name"
                  value={form.name}
                  onChange={update('name')}
                />
              )}
            </Field>

            <Field id="contact-contact" label={t.phoneOrEmail} error={errors.contact}>
              {(control) => (
                <input
                  {...control}
                  name="contact"
                  autoComplete="email"
                  value={form.contact}
                  onChange={update('contact')}
                />
              )}
            </Field>

            <Field id="contact-subject" label={t.subject}>
              {(control) => (
                <select {...control} name="subject" value={form.subject} onChange={update('subject')}>
                  {subjects.map((subject) => (
                    <option key={subject} value={subject}>
                      {subject}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field id="contact-message" label={t.message} error={errors.message}>
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={5}
                  value={form.message}
                  onChange={update('message')}
                />
              )}
            </Field>

            <div className="info-actions">
              <button type="submit" value="whatsapp" className="btn btn-whatsapp">
                {t.sendOnWhatsApp}
              </button>
              <button type="submit" value="email" className="btn btn-secondary">
                {t.sendByEmail}
              </button>
            </div>

            <div role="status" className="contact-status">
              {sent?.channel === 'whatsapp' && (
                <p>
                  {t.whatsappOpened}{' '}
                  <a href={sent.href} target="_blank" rel="noreferrer">
                    {t.openWhatsAppHere}
                  </a>
                  {t.whatsappOpenedEnd}
                </p>
              )}
              {sent?.channel === 'email' && (
                <p>
                  <RichText text={t.emailOpened(site.email)} />
                </p>
              )}
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}
