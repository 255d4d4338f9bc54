import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CertificationBadge } from '../../components/CertificationBadge';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { HINDI_OFFERED } from '../../i18n/language';
import { useTexts } from '../../i18n/texts';
import { mainNavigation, mobileNavigation } from './navigation';
import { ProfileLink } from './ProfileLink';
import { shellTexts } from './texts';
import './Header.css';

/**
 * The switch is a plain link, which works before its code has arrived: a prerendered page becomes
 * interactive without it, and the switch, with the check of the address it builds
 * (src/lib/siteAddress.ts), hydrates when its code comes. A page that cannot fetch it shows none.
 */
const LanguageSwitch = lazy<ComponentType>(() =>
  import('./LanguageSwitch').then(
    ({ LanguageSwitch }) => ({ default: LanguageSwitch }),
    () => ({ default: () => null }),
  ),
);

export function Header() {
  const t = useTexts(shellTexts);
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following one of its links closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);

  // On a prerendered page the menu works before the app starts (scripts/start-app.js): a menu the
  // visitor opened then stays open once the header hydrates.
  const openedBeforeHydration = useRef(pathname);
  useLayoutEffect(() => {
    if (toggle.current?.getAttribute('aria-expanded') === 'true')
      setMenuOpenedOn(openedBeforeHydration.current);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenedOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header-bar">
        <Link to={paths.home.href()} className="site-logo">
          <span className="site-logo-mark" aria-hidden="true">
            {site.shortName.charAt(0)}
          </span>
          <span className="site-logo-name">{site.name}</span>
        </Link>
        <span className="site-header-badge">
          <CertificationBadge compact />
        </span>

        <nav className="site-nav" aria-label={t.mainNavigation}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t.nav[item.label]}</NavLink>
              </li>
            ))}
            {HINDI_OFFERED && (
              <li>
                <Suspense fallback={null}>
                  <LanguageSwitch />
                </Suspense>
              </li>
            )}
            <li>
              <ProfileLink className="site-nav-profile" />
            </li>
          </ul>
        </nav>

        <button
          type="button"
          ref={toggle}
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          data-label-open={t.openMenu}
          data-label-close={t.closeMenu}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {/* Both icons, one shown by aria-expanded (Header.css), so the icon follows the menu before hydration too. */}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className="menu-toggle-open" fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            <path
              className="menu-toggle-close"
              fill="currentColor"
              d="M18.3 5.71 12 12l6.3 6.29-1.41 1.42L10.59 13.4 4.3 19.71 2.88 18.3 9.17 12 2.88 5.71 4.3 4.29l6.29 6.3 6.3-6.3z"
            />
          </svg>
        </button>
      </div>

      <nav id={menuId} className="mobile-menu" aria-label={t.mobileNavigation} hidden={!menuOpen}>
        <ul className="container">
          {mobileNavigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{t.nav[item.label]}</NavLink>
            </li>
          ))}
          {HINDI_OFFERED && (
            <li>
              <Suspense fallback={null}>
                <LanguageSwitch />
              </Suspense>
            </li>
          )}
          <li>
            <ProfileLink />
          </li>
        </ul>
      </nav>
    </header>
  );
}
