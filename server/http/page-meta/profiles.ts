// The metadata of grower pages: /grower/{id} and its tabs (ProfilePage data about a Person; a deleted account's page
// noindex), and /grower/{id}/settings[/{section}] (noindex). An unknown grower, tab or section answers 404.
import { pageTitle, shortDescription } from '../../../src/domain/page/page-meta';
import { PROFILE_TABS, SETTINGS_SECTIONS, type ProfileTab } from '../../../src/domain/user/profile-limits';
import { avatarUrls } from '../../media/image-sizes';
import { DELETED_GROWER_NAME } from '../../services/users';
import { isId, type MetaResolver } from './types';

const TAB_TITLES: Record<ProfileTab, string> = {
  diaries: 'Diaries', reviews: 'Reviews', activity: 'Activity', bookmarks: 'Bookmarks', followers: 'Followers',
  following: 'Following', shorts: 'Shorts', orders: 'Orders',
};

export const profilePagesMeta: MetaResolver = async (db, pathname, origin) => {
  const match = /^\/grower\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, id, tab, section] = match;
  if (!isId(id)) return { found: false };
  const user = await db.selectFrom('users').select(['id', 'name', 'bio', 'location', 'avatar', 'add_date', 'delete_date'])
    .where('id', '=', Number(id)).executeTakeFirst();
  if (!user) return { found: false };
  const canonical = new URL(pathname, origin).toString();
  if (tab === 'settings') {
    if (section !== undefined && !(SETTINGS_SECTIONS as readonly string[]).includes(section)) return { found: false };
    return { found: true, meta: { title: pageTitle('Settings'), description: 'Your profile, units, interface, notifications and account.', canonical, type: 'website', noindex: true } };
  }
  if (section !== undefined || (tab !== undefined && !(PROFILE_TABS as readonly string[]).includes(tab))) return { found: false };
  const name = user.delete_date ? DELETED_GROWER_NAME : user.name;
  const diaries = await db.selectFrom('diaries').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id).where('is_remove', '=', 0).where('is_hidden', '=', 0).executeTakeFirstOrThrow();
  const about = [user.location, `${Number(diaries.n)} grow ${Number(diaries.n) === 1 ? 'diary' : 'diaries'}`, user.bio].filter(Boolean).join('. ');
  const title = tab ? `${name}: ${TAB_TITLES[tab as ProfileTab]}` : `${name}, grower`;
  const image = avatarUrls(user.avatar).avatar;
  return {
    found: true,
    meta: {
      title: pageTitle(title), description: shortDescription(`${name} on GrowDiaries. ${about}`), canonical, type: 'website',
      ...(image && { image: new URL(image, origin).toString() }),
      // Orders are the grower's own; a deleted account's page is no person to index.
      ...((tab === 'orders' || user.delete_date) && { noindex: true }),
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ProfilePage', url: canonical, dateCreated: user.add_date,
        mainEntity: { '@type': 'Person', name, ...(user.location && { homeLocation: user.location }), ...(image && { image: new URL(image, origin).toString() }) },
      },
    },
  };
};
