// /chats/{id}: one chat (a negative id: opened on this device, not sent yet); any other id is the not-found page.
// ?message={id} opens it at that message (the moderators' link to a reported one).
import { createFileRoute } from '@tanstack/react-router';
import { ChatRoomScreen } from '@/features/chats/ChatRoomScreen';
import { parseId } from '@/domain/api/ids';
import { loadScreenStrings } from '@/i18n/i18n';
import { entityIdParams } from '@/routes/-params';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/chats/$id')({
  params: entityIdParams,
  validateSearch: (search: Record<string, unknown>): { message?: number } => {
    const message = parseId(String(search.message ?? ''));
    return message === null ? {} : { message };
  },
  // The room is asked for while the screen's code and strings load.
  loader: ({ params: { id } }) => {
    if (id > 0) prefetch(`chat:${id}`, () => import('@/features/chats/chat-store').then((chats) => chats.refreshRoom(id)));
    return loadScreenStrings();
  },
  component: ChatRoute,
});

function ChatRoute() {
  const { id } = Route.useParams();
  const { message } = Route.useSearch();
  return <ChatRoomScreen id={id} focus={message} />;
}
