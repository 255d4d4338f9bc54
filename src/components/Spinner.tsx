import './Spinner.css';

interface SpinnerProps {
  /** Cover the whole screen (auth resolving) or just the content area (a page loading). */
  fullScreen?: boolean;
  label?: string;
}

export function Spinner({ fullScreen = false, label = 'Loading…' }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'spinner-screen spinner-screen--full' : 'spinner-screen'} role="status">
      <div className="spinner" aria-hidden="true">
        <span className="spinner-ring spinner-ring--outer" />
        <span className="spinner-ring spinner-ring--inner" />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
