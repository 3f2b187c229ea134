// /widget: how to show a diary's card on another website, with a live preview and the code to copy.
import { createFileRoute } from '@tanstack/react-router';
import { WidgetScreen } from '@/features/widget/WidgetScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_empty/widget')({ loader: loadScreenStrings, component: WidgetScreen });
