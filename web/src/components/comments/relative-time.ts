// Relative times of the product: under an hour 'just now', under a day 'Nh ago', under a week (168 hours)
// 'Nd ago', then the date; something that is not a date reads 'Invalid Date'.
const HOUR_MS = 60 * 60 * 1000;

export function relativeTime(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value ?? Number.NaN);
  const time = date.getTime();
  if (Number.isNaN(time)) return 'Invalid Date';
  const hours = (now - time) / HOUR_MS;
  if (hours < 1) return 'just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The full date and time, for a tooltip (en-US with month, day, year, hour and minute). */
export function fullDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
