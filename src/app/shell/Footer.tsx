import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { CertificationBadge } from '../../components/CertificationBadge';
import { StructuredData } from '../../components/StructuredData';
import { WhatsAppLink } from '../../components/WhatsAppButton';
import { paths } from '../../config/paths';
import { emailHref, phoneHref, site } from '../../config/site';
import { organizationData } from '../../lib/structuredData';
import { useTexts } from '../../i18n/texts';
import { footerLinks } from './navigation';
import { shellTexts } from './texts';
import './Footer.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

const noSubscription = () => () => undefined;
const visitorsYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The visitor's year. A prerendered page carries the year it was built in and hydrates with that
 * same year, so the markup matches; React then renders the visitor's year right after hydrating.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, visitorsYear, buildYear);
}

export function Footer() {
  const shell = useTexts(shellTexts);
  const t = shell.footer;
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{t.about}</p>
          <CertificationBadge />
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t.quickLinks}</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{shell.nav[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-courses">
          <h2 id="footer-courses">{t.courses}</h2>
          <ul>
            {t.courseNames.map((name) => (
              <li key={name}>
                <Link to={paths.courses.href()}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contactUs}</h2>
          <ul>
            <li>
              {t.phone} <a href={phoneHref}>{site.phone}</a>
            </li>
            <li>
              {t.email} <a href={emailHref}>{site.email}</a>
            </li>
          </ul>
          <ul className="site-footer-social" aria-label={t.followUs}>
            <li>
              <a href={site.social.facebook} {...external}>
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} {...external}>
                Instagram
              </a>
            </li>
            <li>
              <a href={site.social.linkedin} {...external}>
                LinkedIn
              </a>
            </li>
            <li>
              <WhatsAppLink>WhatsApp</WhatsAppLink>
            </li>
            <li>
              {/* No Twitter account yet: shown as a placeholder, not as a dead link. */}
              <span className="site-footer-placeholder">{t.twitterComingSoon}</span>
            </li>
          </ul>
        </section>
      </div>
      <StructuredData data={organizationData()} />
      <p className="container site-footer-copy">
        © {year} {site.name}. {t.rights}
      </p>
    </footer>
  );
}
