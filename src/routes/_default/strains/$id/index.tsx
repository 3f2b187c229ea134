// A strain's index tab: breeder, properties, genes, rating, description and parents.
import { createFileRoute } from '@tanstack/react-router';
import { StrainIndexTab } from '@/features/strains/StrainIndexTab';

export const Route = createFileRoute('/_default/strains/$id/')({ component: StrainIndexTab });
