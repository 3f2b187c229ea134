// One settings page by its name (the index is ProfileSection).
import type { SettingsSection } from '@/domain/user/profile-limits';
import { OAuthSettingsSection } from '@/features/account/OAuthSettingsSection';
import { BannedSection, DeleteSection, PasswordSection } from './AccountSections';
import { InvoiceList } from './InvoiceList';
import { PremiumSettings } from './PremiumSettings';
import { DataSection } from './DataSection';
import { CookiesSection, InterfaceSection, MeasuresSection, NotificationsSection, SubscribeSection } from './ChoiceSections';
import { SocialsSection } from './ProfileSections';

const SECTIONS: Record<SettingsSection, () => React.JSX.Element> = {
  socials: SocialsSection,
  measures: MeasuresSection,
  interface: InterfaceSection,
  notifications: NotificationsSection,
  subscribe: SubscribeSection,
  banned: BannedSection,
  password: PasswordSection,
  oauth: OAuthSettingsSection,
  cookies: CookiesSection,
  premium: PremiumSettings,
  invoices: InvoiceList,
  data: DataSection,
  delete: DeleteSection,
};

export function SettingsSectionView({ section }: { section: SettingsSection }) {
  const Section = SECTIONS[section];
  return <Section />;
}
