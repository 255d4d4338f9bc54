import { site } from '../../config/site';
import { courseEnquiryMessage, whatsappLink } from '../../lib/whatsapp';
import './DisclaimerBanner.css';

function BannerMessage({ hidden = false }: { hidden?: boolean }) {
  return (
    <p className="disclaimer-banner-message" aria-hidden={hidden || undefined}>
      <strong>Disclaimer:</strong> {site.name} is not a SEBI registered investment advisor. Our stock market
      content is for educational purposes only and is not investment advice.{' '}
      <span className="disclaimer-banner-contact">
        For course enquiries, WhatsApp us at{' '}
        <a
          href={whatsappLink(courseEnquiryMessage())}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={hidden ? -1 : undefined}
        >
          {site.phone}
        </a>
        .
      </span>
    </p>
  );
}

/**
 * The site-wide scrolling disclaimer. The text is rendered twice so the loop
 * has no gap; the copy is hidden from assistive technology and the keyboard.
 */
export function DisclaimerBanner() {
  return (
    <aside className="disclaimer-banner" aria-label="Disclaimer">
      <div className="disclaimer-banner-track">
        <BannerMessage />
        <BannerMessage hidden />
      </div>
    </aside>
  );
}
