import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useCourseEnquiryMessage, whatsappLink } from './whatsapp';

interface WhatsAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** The text already typed in the chat; a general course enquiry, in the page's language, unless given. */
  message?: string;
  children: ReactNode;
}

/**
 * A link that opens a WhatsApp chat with the company in a new tab. A component of its own, so the
 * component showing it waits for its own words only (useTexts reads one part at a time).
 */
export function WhatsAppLink({ message, children, ...anchor }: WhatsAppLinkProps) {
  const enquiry = useCourseEnquiryMessage();
  return (
    <a {...anchor} href={whatsappLink(message ?? enquiry)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab. */
export function WhatsAppButton({
  className = 'btn btn-whatsapp',
  ...props
}: WhatsAppLinkProps & { className?: string }) {
  return <WhatsAppLink className={className} {...props} />;
}
