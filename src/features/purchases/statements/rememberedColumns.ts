import { layoutKey, type StatementColumns } from '../../../lib/statements/columns';

const KEY_PREFIX = 'statement-columns:';

/**
 * The admin's own choice of columns for a statement layout, kept in this browser only (the file
 * itself never leaves it either), keyed by the layout's headings.
 */
export function rememberedColumns(
  headers: readonly string[],
  storage: Storage = localStorage,
): StatementColumns | null {
  try {
    const saved = storage.getItem(KEY_PREFIX + layoutKey(headers));
    return saved ? (JSON.parse(saved) as StatementColumns) : null;
  } catch {
    return null;
  }
}

export function rememberColumns(
  headers: readonly string[],
  columns: StatementColumns,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(KEY_PREFIX + layoutKey(headers), JSON.stringify(columns));
  } catch {
    // A full or blocked storage only costs the admin choosing again next time.
  }
}
