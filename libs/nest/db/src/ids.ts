import { v7 } from 'uuid';

/** Every id is a UUIDv7 string (time-ordered). */
export const newId = (): string => v7();
