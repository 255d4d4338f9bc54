/** A course's length as the course cards and pages show it. */
export function durationLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
