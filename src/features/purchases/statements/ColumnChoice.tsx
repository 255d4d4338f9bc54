import { useId, useState } from 'react';
import type { StatementColumns } from '../../../lib/statements/columns';
import { checkMessages as text } from './checkMessages';

type Role = keyof typeof text.columnRoles;
const ROLES = Object.keys(text.columnRoles) as Role[];

const columnOf = (columns: StatementColumns, role: Role): number | null =>
  role === 'references' ? (columns.references[0] ?? null) : columns[role];

function withColumn(columns: StatementColumns, role: Role, index: number | null): StatementColumns {
  if (role === 'references') return { ...columns, references: index === null ? [] : [index] };
  // Money received in its own column and one amount column for both ways exclude each other.
  if (role === 'credit' && index !== null) return { ...columns, credit: index, amount: null };
  if (role === 'amount' && index !== null) return { ...columns, amount: index, credit: null, debit: null };
  return { ...columns, [role]: index };
}

interface ColumnChoiceProps {
  headers: readonly string[];
  columns: StatementColumns;
  onReadAgain: (columns: StatementColumns) => void;
}

/** The columns the statement was read by, each of which the admin may correct. */
export function ColumnChoice({ headers, columns, onReadAgain }: ColumnChoiceProps) {
  const id = useId();
  const [chosen, setChosen] = useState(columns);
  const changed = JSON.stringify(chosen) !== JSON.stringify(columns);

  return (
    <details className="statement-columns">
      <summary>{text.columnsTitle}</summary>
      <p className="muted">{text.columnsHint}</p>
      <div className="statement-columns-grid">
        {ROLES.map((role) => (
          <div className="field" key={role}>
            <label htmlFor={`${id}-${role}`}>{text.columnRoles[role]}</label>
            <select
              id={`${id}-${role}`}
              value={columnOf(chosen, role) ?? ''}
              onChange={(event) =>
                setChosen((current) =>
                  withColumn(current, role, event.target.value === '' ? null : Number(event.target.value)),
                )
              }
            >
              <option value="">{text.noColumn}</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `#${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!changed}
        onClick={() => onReadAgain(chosen)}
      >
        {text.readAgain}
      </button>
    </details>
  );
}
