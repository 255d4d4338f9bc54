import { site } from '../../config/site';
import type { ContactTexts } from './contact.texts.en';

/** What the visitor types into the contact form. */
export interface ContactForm {
  name: string;
  /** A phone number or an e-mail address: whichever the visitor wants a reply on. */
  contact: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContactForm: ContactForm = { name: '', contact: '', subject: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// An Indian mobile number, with or without +91 / 0 and spaces or dashes; or any 10-15 digit number for landlines and abroad.
const INDIAN_MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;
const OTHER_PHONE = /^\+?\d{10,15}$/;

function isPhoneOrEmail(value: string): boolean {
  if (value.includes('@')) return EMAIL.test(value);
  const compact = value.replace(/[\s()-]/g, '');
  return INDIAN_MOBILE.test(compact) || OTHER_PHONE.test(compact);
}

/** Plain-words messages, in the words given, for every field that needs fixing; empty when the form can be sent. */
export function validateContactForm(form: ContactForm, words: ContactTexts['contactErrors']): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = words.name;
  const contact = form.contact.trim();
  if (!contact) {
    errors.contact = words.contactMissing;
  } else if (!isPhoneOrEmail(contact)) {
    errors.contact = words.contactInvalid;
  }
  if (!form.message.trim()) errors.message = words.message;
  return errors;
}

/** The message as it arrives on our WhatsApp or in our inbox, in the words of the page it was sent from. */
export function composeContactMessage(form: ContactForm, words: ContactTexts['contactMessage']): string {
  return [
    words.greeting(site.name),
    '',
    `${words.name} ${form.name.trim()}`,
    `${words.phoneOrEmail} ${form.contact.trim()}`,
    `${words.subject} ${form.subject}`,
    '',
    form.message.trim(),
  ].join('\n');
}

/** A mailto: link with subject and body filled in; RFC 6068 wants CRLF line breaks in the body. */
export function contactMailtoLink(form: ContactForm, words: ContactTexts['contactMessage']): string {
  const subject = words.mailSubject(form.subject, form.name.trim());
  const body = composeContactMessage(form, words).replace(/\n/g, '\r\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
