// The 404 screen of spec §2 as a page of its own: the 404 message in the error layout.
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { ErrorLayout } from '../layouts/ErrorLayout';

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <NotFoundMessage />
    </ErrorLayout>
  );
}
