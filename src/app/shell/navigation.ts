import { paths } from '../../config/paths';
import type { ShellTexts } from './texts.en';

export interface NavItem {
  /** Its words in src/app/shell/texts.en.ts (and .hi.ts). */
  label: keyof ShellTexts['nav'];
  to: string;
}

/** Top navigation on wide screens (docs/product.md#navigation). */
export const mainNavigation: readonly NavItem[] = [
  { label: 'home', to: paths.home.href() },
  { label: 'about', to: paths.about.href() },
  { label: 'courses', to: paths.courses.href() },
  { label: 'blog', to: paths.blog.href() },
  { label: 'contact', to: paths.contact.href() },
];

/** The menu behind the toggle on phones. */
export const mobileNavigation: readonly NavItem[] = [
  { label: 'home', to: paths.home.href() },
  { label: 'about', to: paths.about.href() },
  { label: 'blog', to: paths.blog.href() },
  { label: 'training', to: paths.training.href() },
  { label: 'contact', to: paths.contact.href() },
];

/** The footer's quick links. */
export const footerLinks: readonly NavItem[] = [
  { label: 'home', to: paths.root.href() },
  { label: 'about', to: paths.about.href() },
  { label: 'courses', to: paths.courses.href() },
  { label: 'contact', to: paths.contact.href() },
  { label: 'privacyPolicy', to: paths.privacyPolicy.href() },
  { label: 'terms', to: paths.terms.href() },
  { label: 'disclaimer', to: paths.disclaimer.href() },
];
