// /feed: what the signed-in grower follows.
import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '@/features/follows/FeedPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/feed')({ loader: loadScreenStrings, component: FeedPage });
