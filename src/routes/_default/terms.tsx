// /terms: the terms of use, a static page in the interface language (English when not translated).
import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '@/features/static-pages/StaticPageScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/terms')({ loader: loadScreenStrings, component: () => <StaticPageScreen page="terms" /> });
