// /awards: the yearly Grow Awards and the events, newest first.
import { createFileRoute } from '@tanstack/react-router';
import { AwardsScreen } from '@/features/awards/AwardsScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/awards/')({ loader: loadScreenStrings, component: AwardsScreen });
