// Field schemas shared by the REST response schemas: the formats the document states and the tests check.
import { z } from 'zod';

/** An entity id (UUID v7). */
export const id = () => z.uuid();
/** An instant, as ISO 8601 in UTC (toISOString). */
export const instant = () => z.iso.datetime();
/** A name or text that may be absent. */
export const optionalText = () => z.string().nullable();

/** The `{ message }` answer of a call that only reports what it did. */
export const messageSchema = z.object({ message: z.string().meta({ description: 'What was done, for people.' }) }).meta({ id: 'Message', description: 'What a call did.' });
