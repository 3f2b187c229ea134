// /brands-manager/schemes: the brand's nutrient schemes.
import { createFileRoute } from '@tanstack/react-router';
import { SchemesTab } from '@/features/brands-manager/SchemesTab';

export const Route = createFileRoute('/_default/brands-manager/schemes/')({ component: SchemesTab });
