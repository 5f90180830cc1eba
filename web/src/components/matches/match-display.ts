// How match values read on screen, and the conversions between the form's local date-time and the API's ISO text.

/** "2024-05-01T18:30" for <input type="datetime-local">, in the browser's time zone. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant of a datetime-local value (read in the browser's time zone); null when it is not a date. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Who went first, in words; `wentFirst` is true when the winner did. */
export function wentFirstLabel(wentFirst: boolean | null | undefined): string {
  if (wentFirst === true) return 'Winner';
  if (wentFirst === false) return 'Loser';
  return 'Unknown';
}

export function personName(user: { readonly displayName?: string | null; readonly username: string } | null | undefined): string | null {
  return user ? user.displayName || user.username : null;
}

/** A rate 0..1 as the whole percent the server computed, or a dash. */
export function percentText(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? '–' : `${percent}%`;
}

/** A 95% interval as whole percents ("42–58%"), or a dash when there is none. */
export function intervalText(lower: number | null | undefined, upper: number | null | undefined): string {
  return lower == null || upper == null ? '–' : `${Math.round(lower * 100)}–${Math.round(upper * 100)}%`;
}
