import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { allCourses } from '../../catalogue/courses';
import { workFromHomeCourse } from '../../catalogue/workFromHome';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { emailHref, phoneHref, site } from '../../config/site';
import { courseEnquiryMessage, whatsappLink } from '../../lib/whatsapp';
import {
  composeContactMessage,
  contactMailtoLink,
  emptyContactForm,
  validateContactForm,
  type ContactErrors,
  type ContactForm,
} from './contactForm';
import './info.css';

const GENERAL_ENQUIRY = 'General enquiry';

const subjects = [
  GENERAL_ENQUIRY,
  ...allCourses.map((course) => course.title),
  workFromHomeCourse.title,
  'eBook order or payment',
  'Work-from-home approval or earnings',
  'Refund',
  'Something else',
];

type Channel = 'whatsapp' | 'email';

/** What we opened, so the visitor has a way through if a pop-up blocker or a missing mail app got in the way. */
type Sent = { channel: Channel; href: string } | null;

const fieldOrder: (keyof ContactForm)[] = ['name', 'contact', 'subject', 'message'];

export function ContactPage() {
  const [form, setForm] = useState<ContactForm>({ ...emptyContactForm, subject: GENERAL_ENQUIRY });
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
      if (attempted) setErrors(validateContactForm(next));
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateContactForm(form);
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
      const href = whatsappLink(composeContactMessage(form));
      window.open(href, '_blank', 'noopener,noreferrer');
      setSent({ channel, href });
    } else {
      const href = contactMailtoLink(form);
      // '_self' hands the link to the mail app and leaves this page (and what was typed) in place.
      window.open(href, '_self');
      setSent({ channel, href });
    }
  };

  return (
    <div className="page container">
      <PageMeta
        title="Contact us"
        description={`Call, WhatsApp or e-mail ${site.name} about courses, eBooks, payments or work-from-home data entry.`}
      />
      <header className="info-header">
        <h1>Contact us</h1>
        <p className="lead">
          Questions about a course, an eBook payment or the work-from-home programme? Call us, message us on
          WhatsApp, or write to us below.
        </p>
      </header>

      <div className="contact-layout">
        <section className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Reach us directly</h2>
          <dl className="contact-list">
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={phoneHref}>{site.phone}</a>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={whatsappLink(courseEnquiryMessage())} target="_blank" rel="noopener noreferrer">
                  Chat with us on WhatsApp
                </a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={emailHref}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address className="contact-address">{site.address}</address>
              </dd>
            </div>
          </dl>
          <h3 className="contact-social-title">Follow us</h3>
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
          <h2 id="contact-form-title">Send us a message</h2>
          <p className="muted">
            This opens WhatsApp or your e-mail app with your message already written. Check it and press Send
            there.
          </p>
          <form ref={formRef} className="contact-form" noValidate onSubmit={handleSubmit}>
            <Field id="contact-name" label="Your name" error={errors.name}>
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

            <Field id="contact-contact" label="Phone number or e-mail" error={errors.contact}>
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

            <Field id="contact-subject" label="Subject or course">
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

            <Field id="contact-message" label="Your message" error={errors.message}>
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
                Send on WhatsApp
              </button>
              <button type="submit" value="email" className="btn btn-secondary">
                Send by e-mail
              </button>
            </div>

            <div role="status" className="contact-status">
              {sent?.channel === 'whatsapp' && (
                <p>
                  WhatsApp has opened with your message. Press Send there to reach us. If it did not open,{' '}
                  <a href={sent.href} target="_blank" rel="noreferrer">
                    open WhatsApp here
                  </a>
                  .
                </p>
              )}
              {sent?.channel === 'email' && (
                <p>
                  Your e-mail app should now show your message, ready to send. If nothing opened, write to us
                  at <a href={emailHref}>{site.email}</a>.
                </p>
              )}
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}
