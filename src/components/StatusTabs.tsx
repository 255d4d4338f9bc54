import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './StatusTabs.css';

export interface StatusTab<S extends string> {
  status: S;
  label: string;
}

interface StatusTabsProps<S extends string> {
  label: string;
  tabs: readonly StatusTab<S>[];
  selected: S;
  onSelect: (status: S) => void;
  /**
   * 'tabs' (the default) draws WAI-ARIA tabs whose panel holds `children`; 'filter' draws a group of
   * toggle buttons above `children`, for one list narrowed by status rather than panels side by side.
   */
  form?: 'tabs' | 'filter';
  /** The ids of the tabs and their panel start with it; unused by the filter. */
  idPrefix?: string;
  children: ReactNode;
}

/**
 * The statuses a list of records is split by, one shown at a time. As tabs, with automatic activation:
 * Tab reaches the selected tab only, the arrow keys, Home and End move between tabs, and the next Tab
 * goes into the panel. As a filter, each status is a button pressed or not, each reached by Tab.
 */
export function StatusTabs<S extends string>(props: StatusTabsProps<S>) {
  return props.form === 'filter' ? <StatusFilter {...props} /> : <Tabs {...props} />;
}

function StatusFilter<S extends string>({ label, tabs, selected, onSelect, children }: StatusTabsProps<S>) {
  return (
    <>
      <div className="status-filter" role="group" aria-label={label}>
        {tabs.map((tab) => {
          const active = tab.status === selected;
          return (
            <button
              key={tab.status}
              type="button"
              className={active ? 'btn btn-primary' : 'btn btn-secondary'}
              aria-pressed={active}
              onClick={() => onSelect(tab.status)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children}
    </>
  );
}

function Tabs<S extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix = 'status',
  children,
}: StatusTabsProps<S>) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (status: S) => `${idPrefix}-tab-${status}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.status === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!.status;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  return (
    <>
      <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => {
          const active = tab.status === selected;
          return (
            <button
              key={tab.status}
              type="button"
              role="tab"
              id={tabId(tab.status)}
              className="tab"
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.status)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
