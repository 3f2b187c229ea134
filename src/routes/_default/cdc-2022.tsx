// /cdc-2022: the Cannabis Diary Cup 2022 and its results.
import { createFileRoute } from '@tanstack/react-router';
import { AwardScreen } from '@/features/awards/AwardScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/cdc-2022')({ loader: loadScreenStrings, component: () => <AwardScreen link="cdc-2022" /> });
