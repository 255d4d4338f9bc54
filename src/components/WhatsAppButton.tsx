import type { ReactNode } from 'react';
import { courseEnquiryMessage, whatsappLink } from '../lib/whatsapp';

interface WhatsAppButtonProps {
  /** The text already typed in the chat; a general course enquiry unless given. */
  message?: string;
  className?: string;
  children: ReactNode;
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab. */
export function WhatsAppButton({
  message = courseEnquiryMessage(),
  className = 'btn btn-whatsapp',
  children,
}: WhatsAppButtonProps) {
  return (
    <a className={className} href={whatsappLink(message)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
