// A strain's products tab: the same strain from other breeders and the breeder's other strains.
import { createFileRoute } from '@tanstack/react-router';
import { StrainProductsTab } from '@/features/strains/StrainProductsTab';

export const Route = createFileRoute('/_default/strains/$id/products')({ component: StrainProductsTab });
