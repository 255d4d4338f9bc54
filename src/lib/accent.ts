import type { CSSProperties } from 'react';

/** Hands a course's accent colour to its stylesheet, which decides where it shows. */
export function accentStyle(colour: string): CSSProperties {
  return { '--course-accent': colour } as CSSProperties;
}
