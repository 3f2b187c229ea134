// A nutrient maker's schemes tab: its feeding schemes.
import { createFileRoute } from '@tanstack/react-router';
import { SchemesTab } from '@/features/catalogue/SchemesTab';

export const Route = createFileRoute('/_default/nutrients/$id/schemes')({ component: SchemesTab });
