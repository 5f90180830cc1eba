// Shared zod building blocks for user-entered text: trimmed, with the product's messages.
import { z } from 'zod';

/** Required text: trimmed, non-empty (`requiredMessage`), at most `max` characters. */
export const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/** Optional text: trimmed; empty becomes null. */
export const optionalText = (max: number, tooLongMessage: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((text) => text || null);

export const visibilitySchema = z.enum(['private', 'public'], { error: 'Visibility must be "private" or "public"' });
