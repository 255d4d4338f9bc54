import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PaymentStatus } from '../backend/types';
import './StatusTabs.css';

export interface StatusTab {
  status: PaymentStatus;
  label: string;
}

interface StatusTabsProps {
  label: string;
  tabs: readonly StatusTab[];
  selected: PaymentStatus;
  onSelect: (status: PaymentStatus) => void;
  idPrefix: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Tab reaches the selected tab only, the arrow keys, Home
 * and End move between tabs, and the next Tab goes into the panel.
 */
export function StatusTabs({ label, tabs, selected, onSelect, idPrefix, children }: StatusTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (status: PaymentStatus) => `${idPrefix}-tab-${status}`;

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
