// /shorts/edit/new posts a short; /shorts/edit/{id} changes one (a server id, or a temporary id made on this device).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/api/ids';
import { ShortEditor } from '@/features/shorts/ShortEditor';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/shorts/edit/$id')({
  params: {
    parse: ({ id }: { id: string }) => {
      if (id === 'new') return { id: 'new' as const };
      const parsed = parseEntityId(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }: { id: number | 'new' }) => ({ id: String(id) }),
  },
  loader: loadScreenStrings,
  component: ShortEditRoute,
});

function ShortEditRoute() {
  const { id } = Route.useParams();
  return <ShortEditor key={id} id={id} />;
}
