// A picture upload that needs the network (an avatar, a brand's logo): idle, sending, done, or failed with the words to show.
import { useState } from 'react';
import { describeError } from '@/sync/transport/http';

export type PictureUploadState = 'idle' | 'sending' | 'done' | { error: string };

/** The upload's state and `pick`, which sends a chosen file through `upload`. */
export function usePictureUpload(upload: (file: File) => Promise<void>) {
  const [state, setState] = useState<PictureUploadState>('idle');
  const pick = (file: File | undefined) => {
    if (!file) return;
    setState('sending');
    upload(file).then(() => setState('done'), (failure: unknown) => setState({ error: describeError(failure) }));
  };
  return { state, pick };
}
