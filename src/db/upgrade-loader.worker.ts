// The schema-6 converter as the service worker has it: imported, since a service worker has no import() (vite.config.ts swaps this module in).
import * as upgradeToMutators from './upgrade-to-mutators';

export const loadUpgradeToMutators = async () => upgradeToMutators;
