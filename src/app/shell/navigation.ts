import { paths } from '../../config/paths';

/** The header's sign-in link while nobody is signed in, as the specification words it. */
export const loginSignupLabel = 'Login/Signup';

export interface NavItem {
  label: string;
  to: string;
}

/** Top navigation on wide screens (docs/product.md#navigation). */
export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Courses', to: paths.courses.href() },
  { label: 'Blog', to: paths.blog.href() },
  { label: 'Contact', to: paths.contact.href() },
];

/** The menu behind the toggle on phones. */
export const mobileNavigation: readonly NavItem[] = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Blog', to: paths.blog.href() },
  { label: 'Training', to: paths.training.href() },
  { label: 'Contact', to: paths.contact.href() },
];
