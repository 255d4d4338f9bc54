import { commonTexts } from './texts';
import type { CommonTexts } from './texts.en';
import { site } from '../config/site';
import { useTexts } from '../i18n/texts';

/** A wa.me link that opens a chat with the company, the message already typed. */
export function whatsappLink(message: string, number: string = site.whatsappNumber): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * The message typed in advance to ask about a course, or about the courses in general, in the
 * words of a language (the page's: useCourseEnquiryMessage).
 */
export function courseEnquiryMessage(courseTitle: string | undefined, words: CommonTexts['enquiry']): string {
  return courseTitle ? words.course(site.name, courseTitle) : words.general(site.name);
}

/** The course enquiry in the page's language. */
export function useCourseEnquiryMessage(courseTitle?: string): string {
  return courseEnquiryMessage(courseTitle, useTexts(commonTexts).enquiry);
}

/** A wa.me link that lets the sender pick whom to send the message to: for sharing a page. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
