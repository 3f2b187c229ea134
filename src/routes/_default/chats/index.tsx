// /chats: the signed-in grower's chats; ?tab=common|business shows the chats among growers or with businesses.
import { createFileRoute } from '@tanstack/react-router';
import type { ChatList } from '@/domain/chat/chat-limits';
import { ChatsScreen } from '@/features/chats/ChatsScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/chats/')({
  validateSearch: (search: Record<string, unknown>): { tab?: Exclude<ChatList, 'all'> } =>
    (search.tab === 'common' || search.tab === 'business' ? { tab: search.tab } : {}),
  loader: loadScreenStrings,
  component: ChatsRoute,
});

function ChatsRoute() {
  const { tab } = Route.useSearch();
  return <ChatsScreen tab={tab} />;
}
