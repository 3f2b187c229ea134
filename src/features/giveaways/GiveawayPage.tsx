// The page a /giveaways/… address names: the archive of winners, or one giveaway by its link; any other address
// answers the not-found page.
import { isGiveawayLink } from '@/domain/giveaway/giveaway-limits';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { GiveawayScreen } from './GiveawayScreen';
import { GiveawaysScreen } from './GiveawaysScreen';

export function GiveawayPage({ splat }: { splat: string }) {
  const path = splat.replace(/\/$/, '');
  if (path === 'archive') return <GiveawaysScreen key="archive" list="archive" />;
  if (isGiveawayLink(path)) return <GiveawayScreen key={path} link={path} />;
  return <div className="page"><NotFoundMessage /></div>;
}
