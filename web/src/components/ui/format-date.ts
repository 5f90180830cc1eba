// Dates as the spec shows them: en-US with month, day and year (and hour and minute where a time matters).
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? DATE.format(date) : 'Invalid Date';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : 'Invalid Date';
}
