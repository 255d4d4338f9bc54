export function durationLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
