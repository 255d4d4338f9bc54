import type { ReactNode } from 'react';
import { useCourseEnquiryMessage, whatsappLink } from '../lib/whatsapp';

interface WhatsAppButtonProps {
  /** The text already typed in the chat; a general course enquiry unless given. */
  message?: string;
  className?: string;
  children: ReactNode;
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab. */
export function WhatsAppButton({ message, className = 'btn btn-whatsapp', children }: WhatsAppButtonProps) {
  const enquiry = useCourseEnquiryMessage();
  return (
    <a
      className={className}
      href={whatsappLink(message ?? enquiry)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
