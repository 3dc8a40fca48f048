/** The moment a date field names, in ISO form with its zone, or null when cleared. */
export const isoOrNull = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
