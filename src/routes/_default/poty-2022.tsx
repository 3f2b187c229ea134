// /poty-2022: the Plant of the Year 2022 and its results.
import { createFileRoute } from '@tanstack/react-router';
import { AwardScreen } from '@/features/awards/AwardScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/poty-2022')({ loader: loadScreenStrings, component: () => <AwardScreen link="poty-2022" /> });
