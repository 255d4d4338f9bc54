import { site } from '../config/site';

/** A wa.me link that opens a chat with the company, the message already typed. */
export function whatsappLink(message: string, number: string = site.whatsappNumber): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function courseEnquiryMessage(courseTitle?: string): string {
  return courseTitle
    ? `Hello ${site.name}, I would like to know more about the ${courseTitle} course: fees, batch timings and how to join.`
    : `Hello ${site.name}, I would like to know more about your courses: fees, batch timings and how to join.`;
}

/** A wa.me link that lets the sender pick whom to send the message to: for sharing a page. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
