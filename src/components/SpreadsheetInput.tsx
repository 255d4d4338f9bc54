import { useState, type DragEvent } from 'react';
import './SpreadsheetInput.css';

interface SpreadsheetInputProps {
  id: string;
  label: string;
  /** The kinds of file the browser's file picker offers. */
  accept: string;
  /** Words beside the input saying a file can be dropped on it; without them it is a plain field. */
  dropHint?: string;
  onFile: (file: File) => void;
}

/**
 * The input the admin chooses a spreadsheet with, or drops one on. The same file can be chosen
 * again, as after fixing it in a spreadsheet under the same name.
 */
export function SpreadsheetInput({ id, label, accept, dropHint, onFile }: SpreadsheetInputProps) {
  const [dragging, setDragging] = useState(false);
  const input = (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </>
  );
  if (dropHint === undefined) return <div className="field">{input}</div>;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={`spreadsheet-drop${dragging ? ' spreadsheet-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {input}
      <span className="muted">{dropHint}</span>
    </div>
  );
}
