/** A UUID as PostgreSQL writes it (any version), case-insensitive. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-sent id can name a row at all: anything else is answered before the database is asked. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
