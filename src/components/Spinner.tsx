import { useTexts } from '../i18n/texts';
import { commonTexts } from './texts';
import './Spinner.css';

interface SpinnerProps {
  /** Cover the whole screen (auth resolving) or just the content area (a page loading). */
  fullScreen?: boolean;
  label?: string;
}

export function Spinner({ fullScreen = false, label }: SpinnerProps) {
  const t = useTexts(commonTexts);
  return (
    <div className={fullScreen ? 'spinner-screen spinner-screen--full' : 'spinner-screen'} role="status">
      <div className="spinner" aria-hidden="true">
        <span className="spinner-ring spinner-ring--outer" />
        <span className="spinner-ring spinner-ring--inner" />
      </div>
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
