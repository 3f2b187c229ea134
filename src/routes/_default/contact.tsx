// /contact: the contact form, a message to the site (queued, sent once, kept on the device until it arrives).
import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '@/features/contact/ContactScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/contact')({ loader: loadScreenStrings, component: () => <ContactScreen kind="contact" /> });
