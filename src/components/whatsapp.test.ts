import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { texts as english } from './texts.en';
import { courseEnquiryMessage, whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it('opens a chat with the number, digits only, and the message encoded', () => {
    const link = whatsappLink('Fees & timings?', '+91 98765-43210');
    expect(link).toBe('https://wa.me/919876543210?text=Fees%20%26%20timings%3F');
  });

  it("uses the company's number by default", () => {
    expect(whatsappLink('Hi')).toBe(`https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}?text=Hi`);
  });
});

describe('courseEnquiryMessage', () => {
  it('names the course when there is one', () => {
    expect(courseEnquiryMessage('Spoken English', english.enquiry)).toContain('the Spoken English course');
  });

  it('asks about courses in general otherwise', () => {
    expect(courseEnquiryMessage(undefined, english.enquiry)).toContain('your courses');
  });
});

describe('courseEnquiryMessage in Hindi', () => {
  it('asks in Hindi, naming the course', async () => {
    const { texts } = await import('./texts.hi');
    expect(courseEnquiryMessage('Spoken English', texts.enquiry)).toBe(
      `नमस्ते ${site.name}, मैं Spoken English कोर्स के बारे में और जानना चाहता/चाहती हूँ: फ़ीस, बैच का समय और दाख़िला कैसे लें।`,
    );
    expect(courseEnquiryMessage(undefined, texts.enquiry)).toContain('आपके कोर्स');
  });
});
