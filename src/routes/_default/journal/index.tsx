// /journal: the journal's newest articles, 20 at a time.
import { createFileRoute } from '@tanstack/react-router';
import { JournalScreen } from '@/features/journal/JournalScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/journal/')({
  loader: loadScreenStrings,
  component: JournalIndex,
});

function JournalIndex() {
  return <JournalScreen filter={{ kind: 'all' }} />;
}
