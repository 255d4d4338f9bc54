import { useId, useState, type ReactNode } from 'react';
import './Accordion.css';

export interface AccordionItem {
  /** Stable key; falls back to the item's position. */
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** When false (the default), opening one section closes the others. */
  allowMultiple?: boolean;
  /** The heading level that fits the page's outline where the accordion sits. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Expandable sections (WAI-ARIA accordion pattern): each header is a native button,
 * so Enter, Space and Tab work without extra key handling. Closed panels stay in the
 * document with `hidden`, so the answers are in the server-rendered HTML as well.
 */
export function Accordion({ items, allowMultiple = false, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  const toggle = (key: string) =>
    setOpenKeys((current) => {
      if (current.has(key)) {
        const next = new Set(current);
        next.delete(key);
        return next;
      }
      return allowMultiple ? new Set(current).add(key) : new Set([key]);
    });

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const key = item.id ?? String(index);
        const open = openKeys.has(key);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="accordion-item" key={key}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(key)}
              >
                <span className="accordion-title">{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
