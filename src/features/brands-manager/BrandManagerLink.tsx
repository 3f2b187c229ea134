// A link to the brand manager area on one's own profile, shown only to a person who manages a brand (as the device
// last heard from the server; asked again each time the profile shows).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useManagedBrands } from './use-brands-manager';

export function BrandManagerLink({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { brands } = useManagedBrands(userId);
  if (!brands?.length) return null;
  return <Link to="/brands-manager" className="button" data-testid="brand-manager-link">{t('brandsManager.title')}</Link>;
}
