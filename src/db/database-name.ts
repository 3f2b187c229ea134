// The name of the app's IndexedDB database, known without loading Dexie (the shell asks whether it exists).
export const DATABASE_NAME = 'growdiaries';
