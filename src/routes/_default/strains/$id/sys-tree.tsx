// A strain's family tree: ancestors and descendants.
import { createFileRoute } from '@tanstack/react-router';
import { StrainTreeTab } from '@/features/strains/StrainTreeTab';

export const Route = createFileRoute('/_default/strains/$id/sys-tree')({ component: StrainTreeTab });
