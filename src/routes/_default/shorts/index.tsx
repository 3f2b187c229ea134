// /shorts: the vertical feed of short videos, newest first.
import { createFileRoute } from '@tanstack/react-router';
import { ShortsFeed } from '@/features/shorts/ShortsFeed';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/shorts/')({
  loader: loadScreenStrings,
  component: ShortsFeed,
});
