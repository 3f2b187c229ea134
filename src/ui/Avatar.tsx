// A grower's round avatar, or their initial when they have none.
import type { User } from '@/domain/user/user';
import styles from './Avatar.module.css';

export function Avatar({ user, size = 32 }: { user: Pick<User, 'name' | 'avatar_small' | 'avatar_little'>; size?: number }) {
  const src = size <= 32 ? (user.avatar_little ?? user.avatar_small) : user.avatar_small;
  if (!src) {
    return (
      <span className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2 }} aria-hidden="true">
        {user.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className={styles.avatar} src={src} width={size} height={size} alt="" loading="lazy" decoding="async" fetchPriority="low" />;
}
