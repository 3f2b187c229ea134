// The id in a brand manager editor's path (/products/edit/{id}, /schemes/edit/{id}): 0 for a new one, a server id,
// or a temporary (negative) id of one made on this device; anything else is the 404 page.
import { notFound } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/api/ids';

export const editorIdParams = {
  parse: ({ id }: { id: string }) => {
    const parsed = id === '0' ? 0 : parseEntityId(id);
    if (parsed === null) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
