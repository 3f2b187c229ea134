// /brands-manager/edit: the brand's name, description and website.
import { createFileRoute } from '@tanstack/react-router';
import { BrandEditTab } from '@/features/brands-manager/BrandEditTab';

export const Route = createFileRoute('/_default/brands-manager/edit')({ component: BrandEditTab });
