// /strains/categories: strain categories and their values.
import { createFileRoute } from '@tanstack/react-router';
import { StrainCategoriesPage } from '@/features/strains/StrainCategoriesPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/strains/categories')({ loader: loadScreenStrings, component: StrainCategoriesPage });
