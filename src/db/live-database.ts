// What the shell's modules load on first use of the device's data: the database and Dexie's live queries.
export { db } from './database';
export { liveQuery } from 'dexie';
