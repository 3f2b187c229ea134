// Where the upload total shows: its code loads only once something is queued, keeping it out of the first load.
import { Suspense } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import { useQueuedUploadCount } from '@/features/sync-status/use-pending-counts';
import { loadScreenStrings } from '@/i18n/i18n';

// Its strings (the media block) load with it.
const UploadTotalBar = lazyWhenOnline(async () => {
  const [module] = await Promise.all([import('./UploadTotalBar'), loadScreenStrings()]);
  return { default: module.UploadTotalBar };
});

export function UploadTotalSlot() {
  const queued = useQueuedUploadCount();
  if (!queued) return null;
  return (
    <Suspense fallback={null}>
      <UploadTotalBar />
    </Suspense>
  );
}
