// The schema-6 converter, loaded by the page only on a device with a database to upgrade (the service worker's build imports it: see vite.config.ts).
export const loadUpgradeToMutators = () => import('./upgrade-to-mutators');
