import { useState, type DragEvent } from 'react';
import { isReadingPhase, type ReadingPhase } from '../lib/spreadsheet/useSpreadsheetReading';
import { Spinner } from './Spinner';
import './SpreadsheetInput.css';

interface SpreadsheetInputProps {
  id: string;
  label: string;
  /** The kinds of file the browser's file picker offers. */
  accept: string;
  /** Words beside the input saying a file can be dropped on it; without them it is a plain field. */
  dropHint?: string;
  onFile: (file: File) => void;
  /** The feature's phase: while the file is read, and when it is refused, it is said under the input. */
  phase: ReadingPhase | { step: string };
  /** The spinner's words while the file named is read. */
  readingLabel: (name: string) => string;
}

/**
 * The input the admin chooses a spreadsheet with, or drops one on, and how its reading stands
 * (src/lib/spreadsheet/useSpreadsheetReading.ts). The same file can be chosen again, as after
 * fixing it in a spreadsheet under the same name.
 */
export function SpreadsheetInput({
  id,
  label,
  accept,
  dropHint,
  onFile,
  phase,
  readingLabel,
}: SpreadsheetInputProps) {
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
  const reading = isReadingPhase(phase) && (
    <>
      {phase.step === 'reading' && <Spinner label={readingLabel(phase.name)} />}
      {phase.step === 'refused' && (
        <p className="form-error" role="alert">
          {phase.message}
        </p>
      )}
    </>
  );
  if (dropHint === undefined)
    return (
      <>
        <div className="field">{input}</div>
        {reading}
      </>
    );

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <>
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
      {reading}
    </>
  );
}
