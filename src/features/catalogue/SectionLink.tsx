// The link from an item page up to its list: the seedbank, the nutrients or the equipment category.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { BrandPlace } from './catalogue-links';

export function SectionLink({ place }: { place: Omit<BrandPlace, 'id'> }) {
  const { t } = useTranslation();
  if (place.section === 'seed') return <Link to="/seedbank/$" params={{ _splat: '' }}>{t('catalogue.lists.seedbank')}</Link>;
  if (place.section === 'nutrient') return <Link to="/nutrients/$" params={{ _splat: '' }}>{t('catalogue.lists.nutrients')}</Link>;
  const category = place.category ?? 'equipment';
  if (category === 'equipment') return <Link to="/equipment/$" params={{ _splat: '' }}>{t('catalogue.categories.equipment')}</Link>;
  return <Link to="/$category/$" params={{ category, _splat: '' }}>{t(`catalogue.categories.${category}`)}</Link>;
}
