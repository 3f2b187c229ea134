// /brands-manager/banners: the brand's box, cpm and header banners.
import { createFileRoute } from '@tanstack/react-router';
import { BannersTab } from '@/features/brands-manager/BannersTab';

export const Route = createFileRoute('/_default/brands-manager/banners/')({ component: BannersTab });
