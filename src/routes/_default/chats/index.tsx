// /chats: the signed-in grower's chats.
import { createFileRoute } from '@tanstack/react-router';
import { ChatsScreen } from '@/features/chats/ChatsScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/chats/')({ loader: loadScreenStrings, component: ChatsScreen });
