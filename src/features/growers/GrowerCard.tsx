// One grower in a list: avatar, name, diaries and followers, and a follow button.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { UserProfile } from '@/domain/user/user';
import { Avatar } from '@/ui/Avatar';
import { FollowButton } from '../follows/FollowButton';
import styles from './GrowersPage.module.css';

export function GrowerCard({ grower }: { grower: UserProfile }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="grower-card">
      <Avatar user={grower} size={56} />
      <div className={styles.about}>
        <Link to="/grower/$id" params={{ id: grower.id }} className={styles.name}>{grower.name}</Link>
        <span className={styles.counts}>
          {t('discovery.growers.diaries', { count: grower.cnt_diaries })} · {t('discovery.growers.followers', { count: grower.cnt_followers })}
        </span>
      </div>
      <FollowButton type="user" id={grower.id} name={grower.name} />
    </li>
  );
}
